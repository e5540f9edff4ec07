/** @jest-environment node */
// What the server asks the API for a route's pages, as the route's sources declare it: a page's
// head (only from an answer its `when` accepts), and a sitemap's items page by page; and the
// sitemap those items make.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RouteHeadSource, RouteSitemapSource } from '@brightwave/web-kit/routes';
import { createApiSources, readField } from './api-sources';
import { sitemapXml } from './sitemap';
import { route } from './testing/fixtures';

const posts = [
  { _id: 'a', status: 'published', createdAt: '2026-01-01T00:00:00.000Z' },
  { _id: 'b', status: 'draft' },
  {
    _id: 'c d',
    status: 'published',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-02-01T00:00:00.000Z',
  },
  { status: 'published' },
];
const requests: string[] = [];
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(`${url.pathname}${url.search}`);
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      void res
        .writeHead(status, { 'Content-Type': 'application/json', ...headers })
        .end(JSON.stringify(body));
    if (url.pathname === '/posts/1') {
      return json(200, {
        status: 'published',
        title: 'Hello',
        excerpt: '',
        image: '/media/1',
        createdAt: '2026-01-01',
      });
    }
    if (url.pathname === '/posts/2') return json(200, { status: 'draft', title: 'Draft' });
    if (url.pathname === '/posts') {
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      return json(200, posts.slice((page - 1) * limit, page * limit), {
        'X-Total-Count': String(posts.length),
      });
    }
    json(404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const head: RouteHeadSource = {
  source: '/posts/:id',
  when: { status: 'published' },
  fields: {
    title: 'title',
    description: 'excerpt',
    image: 'image',
    published: 'createdAt',
    modified: ['updatedAt', 'createdAt'],
  },
  type: 'article',
  imageSize: { width: 1200, height: 630 },
};

it("gives a page the head its route's source describes, with the image on the API", async () => {
  const api = createApiSources({ secret: 'test', apiUrl: origin });
  expect(await api.head(head, { id: '1' })).toEqual({
    title: 'Hello',
    description: undefined,
    image: `${origin}/media/1`,
    imageSize: { width: 1200, height: 630 },
    type: 'article',
    published: '2026-01-01',
    modified: '2026-01-01',
  });
});

it('gives no head for an answer its `when` refuses, a missing page or a silent API', async () => {
  const api = createApiSources({ secret: 'test', apiUrl: origin });
  expect(await api.head(head, { id: '2' })).toBeUndefined();
  expect(await api.head(head, { id: 'nope' })).toBeUndefined();
  const down = createApiSources({ secret: 'test', apiUrl: 'http://127.0.0.1:9', timeoutMs: 200 });
  expect(await down.head(head, { id: '1' })).toBeUndefined();
});

const sitemap: RouteSitemapSource = {
  source: '/posts?fields=summary',
  pageSize: 2,
  totalCountHeader: 'X-Total-Count',
  params: { id: '_id' },
  lastmod: ['updatedAt', 'createdAt'],
  exclude: { status: 'draft' },
};

it('lists every item page by page, leaving out the excluded and those without parameters', async () => {
  requests.length = 0;
  const items = await createApiSources({ secret: 'test', apiUrl: origin }).sitemapItems(sitemap);
  expect(items).toEqual([
    { params: { id: 'a' }, lastmod: '2026-01-01T00:00:00.000Z' },
    { params: { id: 'c d' }, lastmod: '2026-02-01T00:00:00.000Z' },
  ]);
  expect(requests).toEqual([
    '/posts?fields=summary&page=1&limit=2',
    '/posts?fields=summary&page=2&limit=2',
  ]);
  const posted = route({ path: '/posts/:id', sitemap });
  const xml = sitemapXml(
    'https://acme.example',
    [{ routes: [route({ path: '/' }), posted, route({ path: '/mine', access: 'user' })] }],
    [{ route: posted, items }],
  );
  expect(xml).toContain('<loc>https://acme.example/</loc>');
  expect(xml).not.toContain('/mine');
  expect(xml).toContain(
    '<url><loc>https://acme.example/posts/c%20d</loc><lastmod>2026-02-01T00:00:00.000Z</lastmod></url>',
  );
});

it('reads the first field that holds text', () => {
  expect(readField({ a: '', b: 'x' }, ['a', 'b'])).toBe('x');
  expect(readField({ a: 1 }, 'a')).toBeUndefined();
  expect(readField({ a: 'y' }, undefined)).toBeUndefined();
});
