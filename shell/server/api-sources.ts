// The API calls the remotes' route lists declare for the server (a route's `head`, `preload`,
// `sitemap` and `render` sources: see web-kit's RouteDefinition), made with a short time limit and
// (but the render's, which the page cache keeps: page-cache.ts) kept briefly, so a crawler walking the site costs the API one call per page per minute at most.
// When the API is down a page keeps its route's head and the sitemap its fixed routes.
import type { FirstAnswers } from '@brightwave/web-kit';
import type {
  AnswerField,
  RouteHeadSource,
  RoutePreloadSource,
  RouteRenderSource,
  RouteSitemapSource,
} from '@brightwave/web-kit/routes';
import type { DocumentHead } from '../src/layout/page-head';
import type { RouteParams } from '../src/routing/route-match';
import { fillParams } from '../src/routing/route-match';
import { settleWithin } from './settle-within';
import { trustedHeaders } from './trusted-calls';

type Answer = Record<string, unknown>;

/** A small time-limited cache of promises (a failure is not kept). */
function createCache({ ttlMs, maxEntries = 500 }: { ttlMs: number; maxEntries?: number }) {
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    const value = load();
    entries.set(key, { value, expires: now + ttlMs });
    value.catch(() => entries.delete(key));
    return value;
  };
}

const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first of the fields that holds a non-empty string. */
export function readField(answer: Answer, field: AnswerField | undefined): string | undefined {
  for (const name of typeof field === 'string' ? [field] : (field ?? [])) {
    const value = answer[name];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

/** Whether every field named holds its value. */
const holds = (answer: Answer, values: Record<string, string> = {}) =>
  Object.entries(values).every(([name, value]) => answer[name] === value);

/** An item of a sitemap source: its page's parameters and its last change. */
export interface SitemapItem {
  params: Record<string, string>;
  lastmod?: string;
}

export type ApiSources = ReturnType<typeof createApiSources>;

/**
 * What a route's API sources answer, kept for `ttlMs`: a second, so a post changed or deleted
 * through any API instance reads right in its page's head and in the sitemap within the second
 * the API's own lists take (BlogListCache), at the cost of one API call a second per post shown.
 */
export function createApiSources({
  apiUrl,
  secret,
  timeoutMs = 1_500,
  ttlMs = 1_000,
}: {
  apiUrl: string;
  /** SITE_SERVER_SECRET: every call names the visitor it is made for (trusted-calls.ts). */
  secret: string;
  timeoutMs?: number;
  ttlMs?: number;
}) {
  const cached = createCache({ ttlMs });

  /** A call for `visitor` (its address): the API counts it against the visitor's limits. */
  const get = (url: string, visitor: string | undefined) =>
    fetch(url, {
      headers: { Accept: 'application/json', ...trustedHeaders(secret, visitor) },
      signal: AbortSignal.timeout(timeoutMs),
    });

  async function getJson(
    url: string,
    visitor: string | undefined,
  ): Promise<{ body: unknown; headers: Headers }> {
    const response = await get(url, visitor);
    if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
    return { body: await response.json(), headers: response.headers };
  }

  /** An image path of the API (`/media/...`) or an absolute URL, as an absolute URL. */
  const absolute = (image: string | undefined) =>
    image ? new URL(image, `${apiUrl}/`).href : undefined;

  /**
   * The head the API's answer gives the page at a URL of the route, or undefined (no such page,
   * one the source's `when` excludes, or the API unreachable).
   */
  function head(
    source: RouteHeadSource,
    params: RouteParams,
    visitor?: string,
  ): Promise<DocumentHead | undefined> {
    const url = `${apiUrl}${fillParams(source.source, params)}`;
    return cached(`head ${url}`, () =>
      getJson(url, visitor).then(({ body }) => {
        if (!isAnswer(body) || !holds(body, source.when)) return undefined;
        const { fields } = source;
        const image = absolute(readField(body, fields.image));
        const published = readField(body, fields.published);
        const modified = readField(body, fields.modified);
        return {
          title: readField(body, fields.title),
          description: readField(body, fields.description),
          ...(image ? { image, imageSize: source.imageSize } : {}),
          type: source.type ?? 'website',
          ...(published ? { published } : {}),
          ...(modified ? { modified } : {}),
        } satisfies DocumentHead;
      }),
    ).catch(() => undefined);
  }

  /** Every item the source lists, page by page; [] when the API is unreachable. */
  function sitemapItems(source: RouteSitemapSource, visitor?: string): Promise<SitemapItem[]> {
    return cached(`sitemap ${source.source}`, async () => {
      const limit = source.pageSize;
      const all: unknown[] = [];
      const join = source.source.includes('?') ? '&' : '?';
      for (let page = 1; ; page += 1) {
        const url = `${apiUrl}${source.source}${join}page=${page}&limit=${limit}`;
        const { body, headers } = await getJson(url, visitor);
        if (!Array.isArray(body)) break;
        all.push(...(body as unknown[]));
        const total = Number(
          source.totalCountHeader ? headers.get(source.totalCountHeader) : Number.NaN,
        );
        if (body.length < limit || !(all.length < total)) break;
      }
      return all.flatMap((item): SitemapItem[] => {
        if (!isAnswer(item) || (source.exclude && holds(item, source.exclude))) return [];
        const params: Record<string, string> = {};
        for (const [param, field] of Object.entries(source.params)) {
          const value = item[field];
          if (typeof value !== 'string') return [];
          params[param] = value;
        }
        return [{ params, lastmod: readField(item, source.lastmod) }];
      });
    }).catch(() => []);
  }

  /**
   * The call a page makes first (same URL, so a preload of it is used) and, for a list, the first
   * item's image as the page shows it, when the API answers within `waitMs`.
   */
  async function firstCall(
    source: RoutePreloadSource,
    { waitMs = 300, visitor }: { waitMs?: number; visitor?: string } = {},
  ): Promise<{ url: string; image?: string }> {
    const url = `${apiUrl}${source.source}`;
    const fields = source.image;
    if (!fields) return { url };
    const body = await settleWithin(
      cached(url, () => getJson(url, visitor).then((answer) => answer.body)).catch(() => undefined),
      waitMs,
    );
    const items = Array.isArray(body) ? body.filter(isAnswer) : [];
    const image = items.map((item) => readField(item, fields)).find(Boolean);
    return image ? { url, image: absolute(image) } : { url };
  }

  /**
   * The answers a page is rendered from (its route's `render` source, every call made anonymously
   * at once), by path as the page asks for them: any HTTP status, the body parsed as JSON, the
   * declared headers (lower-case names). Undefined when a call got no answer in time.
   */
  async function renderAnswers(
    source: RouteRenderSource,
    params: RouteParams,
    visitor?: string,
  ): Promise<FirstAnswers | undefined> {
    const names = (source.headers ?? []).map((name) => name.toLowerCase());
    try {
      const answers = await Promise.all(
        source.data.map(async (pattern) => {
          const path = fillParams(pattern, params);
          const response = await get(`${apiUrl}${path}`, visitor);
          const text = await response.text();
          let body: unknown;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            body = text;
          }
          const headers = Object.fromEntries(
            names.flatMap((name) => {
              const value = response.headers.get(name);
              return value === null ? [] : [[name, value]];
            }),
          );
          return [path, { status: response.status, body, headers }] as const;
        }),
      );
      return Object.fromEntries(answers);
    } catch {
      return undefined;
    }
  }

  return { head, sitemapItems, firstCall, renderAnswers, absolute };
}
