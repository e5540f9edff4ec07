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
// Kept pages are bounded and the least recently sent goes first (a flood of new pages costs the
// oldest ones, never the whole cache); 404s (a post that does not exist) have a small bound of
// their own, so they never push a page out. A kept page is compressed in the background (zlib's
// thread pool): until then it goes out as it is, and no request waits for a compression. A page
// smaller than a network packet (a short 404) is never compressed: it would save no round trip.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RouteParams } from '../src/routing/route-match';
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

/** Pages from this size (bytes) are compressed; a smaller one fits one packet as it is. */
export const COMPRESSED_FROM = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A Map used as a least-recently-used cache of at most `max` entries. */
function lru<V>(max: number) {
  const map = new Map<string, V>();
  return {
    /** The value, now the most recently used. */
    get(key: string): V | undefined {
      const value = map.get(key);
      if (value !== undefined) {
        map.delete(key);
        map.set(key, value);
      }
      return value;
    },
    set(key: string, value: V) {
      map.delete(key);
      if (map.size >= max) map.delete(map.keys().next().value!);
      map.set(key, value);
    },
    get size() {
      return map.size;
    },
  };
}

export function createPageCache({
  apiUrl,
  headers = {},
  generation,
  pollMs = 250,
  settleMs = 1_000,
  waitMs = 300,
  timeoutMs = 1_500,
  maxEntries = 500,
  maxMissing = 50,
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
  /** Pages kept (200s), least recently sent out first. */
  maxEntries?: number;
  /** 404 pages kept, apart. */
  maxMissing?: number;
}) {
  /** Version path -> its stamp as last read, and since when it holds that value. */
  const versions = new Map<string, FetchedCopy<number> & { since?: number }>();
  const pages = lru<Kept>(maxEntries);
  const missing = lru<Kept>(maxMissing);

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
    const kept = pages.get(key) ?? missing.get(key);
    if (!kept || kept.generation !== generation()) return undefined;
    const paths = Object.keys(kept.stamps);
    const now = await Promise.all(paths.map((path) => stamp(path, STALE_POLLS * pollMs)));
    return paths.every((path, i) => now[i]?.value === kept.stamps[path]) ? kept : undefined;
  }

  function keep(key: string, made: MadeAt, status: number, html: string) {
    if (!made.keep) return;
    const kept: Kept = {
      status,
      body: Buffer.from(html),
      stamps: made.stamps,
      generation: made.generation,
    };
    (status === 404 ? missing : pages).set(key, kept);
    if (kept.body.length < COMPRESSED_FROM) return;
    // Compressed once, off the event loop; a failure leaves it sent as it is.
    void brotli(kept.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }).then(
      (br) => void (kept.br = br),
      () => undefined,
    );
    void gzip(kept.body, { level: 9 }).then(
      (gz) => void (kept.gzip = gz),
      () => undefined,
    );
  }

  /** The encoding to send: the smallest the client takes that is ready. */
  function encoded(kept: Kept, header: string): { body: Buffer; encoding?: 'br' | 'gzip' } {
    const accepted = acceptedEncodings(header);
    if (kept.br && accepted('br')) return { body: kept.br, encoding: 'br' };
    if (kept.gzip && accepted('gzip')) return { body: kept.gzip, encoding: 'gzip' };
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
    // What sent it (for whoever looks at the server's answers): this cache.
    res.setHeader('Server-Timing', 'page-cache;desc="hit"');
    res.setHeader('Vary', 'Origin, Cookie, Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  return { madeAt, keep, send, size: () => ({ pages: pages.size, missing: missing.size }) };
}

/**
 * A kept page's key: the route that serves it (its remote and path), its parameters as matched
 * (decoded; the case of the path and a trailing slash do not make another page) and the visitor's
 * remote entries. A URL with a query is not kept (shell-pages.ts), so a query makes no new entry.
 */
export function pageKey(
  found: { remote: { name: string }; route: { path: string }; params: RouteParams },
  entries: readonly { entry: string }[],
): string {
  const params = Object.entries(found.params).sort(([a], [b]) => a.localeCompare(b));
  return [
    `${found.remote.name} ${found.route.path}`,
    JSON.stringify(params),
    ...entries.map((remote) => remote.entry),
  ].join('\n');
}
