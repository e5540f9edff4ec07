/** @jest-environment node */
// The pages the shell's server keeps: sent again as they were (in the encoding asked for) until
// the version stamp they were made at moves, or the remotes' catalog changes; a page made in the
// second after a stamp moved is sent but not kept. A real HTTP server plays the API's stamp and
// another sends what the cache has.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { findRoute } from '../src/routing/route-match';
import { COMPRESSED_FROM, createPageCache, pageKey } from './page-cache';

const STAMP = '/getblogs-version';
let version = 1;
let generation = 0;
const servers: http.Server[] = [];

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A GET of `site` asking for `encoding`, its body as it came (not decompressed). */
function get(site: string, encoding = 'identity') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(site, { headers: { 'Accept-Encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

/** A page worth compressing: larger than COMPRESSED_FROM. */
const page = (text: string) => `<main>${`<p>${text}</p>`.repeat(200)}</main>`;

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

it('sends a kept page until its stamp moves or the catalog changes; a page made just after a move is not kept', async () => {
  const api = await listen((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ version }));
  });
  const cache = createPageCache({
    apiUrl: api,
    generation: () => generation,
    pollMs: 20,
    // Long beside the poll, so a loaded machine's slow round trips stay inside it.
    settleMs: 3_000,
  });
  const key = pageKey({ remote: { name: 'blog' }, route: { path: '/blog' }, params: {} }, [
    { entry: 'http://blog/mf-manifest.json' },
  ]);
  const site = await listen((req, res) => {
    void cache.send(key, req, res, [['X-Own', 'yes']]).then((sent) => {
      if (!sent) res.writeHead(204).end();
    });
  });
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  expect((await get(site)).status).toBe(204); // nothing kept yet
  // The first stamp read counts as settled: kept.
  cache.keep(key, await cache.madeAt([STAMP]), 200, page('one'));
  const kept = await get(site);
  expect(kept.status).toBe(200);
  expect(kept.body.toString()).toBe(page('one'));
  expect(kept.headers['x-own']).toBe('yes');
  expect(kept.headers['content-type']).toBe('text/html; charset=utf-8');
  // Compressed in the background: sent as it is until then.
  let br = await get(site, 'gzip, br');
  while (!br.headers['content-encoding']) br = await get(site, 'gzip, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page('one'));

  // A post changed: the stamp moves, the kept page is retired within a poll or two.
  version = 2;
  await wait(50);
  let after = await get(site);
  for (let poll = 0; poll < 10 && after.status === 200; poll++) {
    await wait(20);
    after = await get(site);
  }
  expect(after.status).toBe(204);
  // Made in the settling time after the move: sent by its maker, not kept.
  cache.keep(key, await cache.madeAt([STAMP]), 200, '<p>two</p>');
  expect((await get(site)).status).toBe(204);
  await wait(3_100);
  cache.keep(key, await cache.madeAt([STAMP]), 200, '<p>two</p>');
  expect((await get(site)).body.toString()).toBe('<p>two</p>');

  // A remote redeployed in place: its catalog's generation moves, and the page with it.
  generation += 1;
  expect((await get(site)).status).toBe(204);
});

it('compresses a page worth it, and sends one smaller than a packet as it is', async () => {
  expect(Buffer.byteLength(page('large'))).toBeGreaterThanOrEqual(COMPRESSED_FROM);
  expect(Buffer.byteLength('<p>not found</p>')).toBeLessThan(COMPRESSED_FROM);
  const cache = createPageCache({ apiUrl: 'http://127.0.0.1:9', generation: () => 0 });
  const made = await cache.madeAt([]);
  cache.keep('large', made, 200, page('large'));
  cache.keep('small', made, 404, '<p>not found</p>');
  const site = await listen((req, res) => {
    const key = new URL(req.url!, 'http://x').searchParams.get('key')!;
    void cache.send(key, req, res, []);
  });
  let large = await get(`${site}/?key=large`, 'gzip');
  while (!large.headers['content-encoding']) large = await get(`${site}/?key=large`, 'gzip');
  expect(zlib.gunzipSync(large.body).toString()).toBe(page('large'));
  // Kept with the large one, whose compression is done: never compressed.
  const small = await get(`${site}/?key=small`, 'gzip, br');
  expect(small.status).toBe(404);
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(small.body.toString()).toBe('<p>not found</p>');
});

it('keeps a page that depends on no stamp, and none while a stamp cannot be read', async () => {
  const cache = createPageCache({ apiUrl: 'http://127.0.0.1:9', generation: () => 0 });
  const unreadable = await cache.madeAt([STAMP]);
  expect(unreadable.keep).toBe(false);
  expect((await cache.madeAt([])).keep).toBe(true);
});

describe('what it keeps', () => {
  const lists = [
    {
      name: 'marketing',
      routes: [{ path: '/' }, { path: '/services' }],
    },
    { name: 'blog', routes: [{ path: '/blogs' }, { path: '/blogDetails/:id' }] },
  ];
  const entries = [{ entry: 'http://blog/releases/aaaaaaaaaaaa/mf-manifest.json' }];
  const keyOf = (path: string, cohort = entries) => pageKey(findRoute(lists, path)!, cohort);

  it('keys a page by its route, its parameters as matched and the cohort, not the raw URL', () => {
    for (const variant of ['/blogs/', '/BLOGS', '/Blogs//'.slice(0, -1)]) {
      expect(keyOf(variant)).toBe(keyOf('/blogs'));
    }
    expect(keyOf('/blogDetails/a%62c')).toBe(keyOf('/blogDetails/abc'));
    expect(keyOf('/blogdetails/abc/')).toBe(keyOf('/blogDetails/abc'));
    expect(keyOf('/blogDetails/abd')).not.toBe(keyOf('/blogDetails/abc'));
    expect(
      keyOf('/blogs', [{ entry: 'http://blog/releases/bbbbbbbbbbbb/mf-manifest.json' }]),
    ).not.toBe(keyOf('/blogs'));
  });

  it('still holds the home page and a post after 5,000 other pages and 404s, least recently used first', async () => {
    const cache = createPageCache({
      apiUrl: 'http://127.0.0.1:9',
      generation: () => 0,
      maxEntries: 20,
    });
    const made = await cache.madeAt([]);
    const home = keyOf('/');
    const post = keyOf('/blogDetails/65f1c0ffee00112233445566');
    cache.keep(home, made, 200, '<p>home</p>');
    cache.keep(post, made, 200, '<p>post</p>');
    const site = await listen((req, res) => {
      const key = new URL(req.url!, 'http://x').searchParams.get('key')!;
      void cache.send(key, req, res, []).then((sent) => {
        if (!sent) res.writeHead(204).end();
      });
    });
    const sent = async (key: string) =>
      (await fetch(`${site}/?key=${encodeURIComponent(key)}`)).status === 200;
    for (let i = 0; i < 5_000; i++) {
      // Posts that do not exist (404s, bounded apart), and now and then a page of its own.
      const id = i.toString(16).padStart(24, '0');
      cache.keep(keyOf(`/blogDetails/${id}`), made, 404, '<p>not found</p>');
      if (i % 500 === 0) {
        cache.keep(keyOf(`/blogDetails/${id}`, []), made, 200, '<p>another</p>');
        // Visitors keep reading the home page and the post: they stay the most recent.
        expect(await sent(home)).toBe(true);
        expect(await sent(post)).toBe(true);
      }
    }
    expect(await sent(home)).toBe(true);
    expect(await sent(post)).toBe(true);
    expect(cache.size()).toEqual({ pages: 12, missing: 50 });
  });
});
