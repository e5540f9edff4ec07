// The pages the shell's server has assembled, kept and sent again as they are, so a page costs
// about what a static file costs. A page is kept per URL and per visitor cohort (the remote
// entries a visitor gets: each remote's release, canary or stable), and stands until something it
// was made from changes:
// - a moved release pointer gives the visitors other entries, hence another key;
// - a remote redeployed in place (a new manifest at the same URL) moves the catalog's generation;
// - a page made from API data names the version stamp of that data (a route's `render.version`,
//   e.g. the posts' version, which the database keeps for every API instance): read at most every
//   `pollMs`, a changed stamp retires every page made at the old one, on every shell instance.
// Pages made in the first `settleMs` after a stamp moved are sent but not kept: an API instance
// may still have answered from its cache of before the change (its own poll of the database).
// A page made while something was missing (the API or a remote down) is never kept.
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { refreshCopy, type FetchedCopy } from './fetched-copy';
import { settleWithin } from './settle-within';
import { acceptedEncodings } from './static-files';

/** A page as sent: status, HTML, and the stamps and generation it was made at. */
interface Kept {
  status: number;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  /** Version path -> its stamp when the page was made. */
  stamps: Record<string, number>;
  generation: number;
}

/** What a page was made at, as `stampsFor` gives it, with whether it may be kept at all. */
export interface MadeAt {
  stamps: Record<string, number>;
  generation: number;
  keep: boolean;
}

export type PageCache = ReturnType<typeof createPageCache>;

/** A kept page's lookup waits for a stamp's read only when its copy is this many polls old. */
export const STALE_POLLS = 4;

export function createPageCache({
  apiUrl,
  headers = {},
  generation,
  pollMs = 250,
  settleMs = 1_000,
  waitMs = 300,
  timeoutMs = 1_500,
  maxEntries = 500,
}: {
  apiUrl: string;
  /** Of the stamps' reads: the site's server's own calls (trusted-calls.ts). */
  headers?: Record<string, string>;
  /** The remotes' catalog generation (raised when a manifest changes). */
  generation: () => number;
  pollMs?: number;
  settleMs?: number;
  waitMs?: number;
  timeoutMs?: number;
  maxEntries?: number;
}) {
  /** Version path -> its stamp as last read, and since when it holds that value. */
  const versions = new Map<string, FetchedCopy<number> & { since?: number }>();
  const pages = new Map<string, Kept>();

  /**
   * The stamp at `path`, or undefined when unreadable. Read again once older than `pollMs`; the
   * read is waited for, but with `staleMs` only when the copy is older than that (a kept page's
   * lookup: under load, no request waits for the read under way, and after a quiet spell the
   * first one does).
   */
  async function stamp(
    path: string,
    staleMs = 0,
  ): Promise<{ value: number; since: number } | undefined> {
    let copy = versions.get(path);
    if (!copy) versions.set(path, (copy = { fetchedAt: 0 }));
    const age = Date.now() - copy.fetchedAt;
    if (age >= pollMs) {
      const entry = copy;
      const read = refreshCopy(
        entry,
        `${apiUrl}${path}`,
        timeoutMs,
        async (response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          const { version } = (await response.json()) as { version?: unknown };
          if (typeof version !== 'number') throw new Error('no version');
          // A stamp read for the first time has held for an unknown while: settled.
          if (entry.value === undefined) entry.since = 0;
          else if (version !== entry.value) entry.since = Date.now();
          return version;
        },
        headers,
      );
      if (age >= staleMs) await settleWithin(read, waitMs);
    }
    return copy.up && copy.value !== undefined && copy.since !== undefined
      ? { value: copy.value, since: copy.since }
      : undefined;
  }

  /** The stamps a page depends on now; `keep` false when one is unreadable or just moved. */
  async function madeAt(paths: readonly string[]): Promise<MadeAt> {
    const read = await Promise.all(paths.map((path) => stamp(path)));
    const now = Date.now();
    return {
      stamps: Object.fromEntries(paths.map((path, i) => [path, read[i]?.value ?? -1])),
      generation: generation(),
      keep: read.every((value) => value && now - value.since >= settleMs),
    };
  }

  /** A kept page for `key` that still stands, or undefined. */
  async function lookup(key: string): Promise<Kept | undefined> {
    const kept = pages.get(key);
    if (!kept || kept.generation !== generation()) return undefined;
    const paths = Object.keys(kept.stamps);
    const now = await Promise.all(paths.map((path) => stamp(path, STALE_POLLS * pollMs)));
    return paths.every((path, i) => now[i]?.value === kept.stamps[path]) ? kept : undefined;
  }

  function keep(key: string, made: MadeAt, status: number, html: string) {
    if (!made.keep) return;
    if (pages.size >= maxEntries) pages.clear();
    pages.set(key, {
      status,
      body: Buffer.from(html),
      stamps: made.stamps,
      generation: made.generation,
    });
  }

  /** The encoding to send (the smallest the client takes), compressed once per kept page. */
  function encoded(kept: Kept, header: string): { body: Buffer; encoding?: 'br' | 'gzip' } {
    const accepted = acceptedEncodings(header);
    if (accepted('br')) {
      kept.br ??= zlib.brotliCompressSync(kept.body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 },
      });
      return { body: kept.br, encoding: 'br' };
    }
    if (accepted('gzip')) {
      kept.gzip ??= zlib.gzipSync(kept.body, { level: 9 });
      return { body: kept.gzip, encoding: 'gzip' };
    }
    return { body: kept.body };
  }

  /**
   * Sends the kept page for `key`, with `headers` (the answer's own: security, cookies), and
   * returns true; false when there is none that stands (the caller makes the page).
   */
  async function send(
    key: string,
    req: IncomingMessage,
    res: ServerResponse,
    headers: [string, string | string[]][],
  ): Promise<boolean> {
    const kept = await lookup(key);
    if (!kept) return false;
    const { body, encoding } = encoded(kept, String(req.headers['accept-encoding'] ?? ''));
    res.statusCode = kept.status;
    for (const [name, value] of headers) res.setHeader(name, value);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Origin, Cookie, Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  return { madeAt, keep, send };
}

/** A kept page's key: its URL (path and query) and the visitor's remote entries. */
export const pageKey = (url: string, entries: readonly { entry: string }[]) =>
  `${url}\n${entries.map((remote) => remote.entry).join('\n')}`;
