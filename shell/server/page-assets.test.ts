/** @jest-environment node */
// Each page's chunks preloaded by the shell's server: the build copies them into the remote's
// mf-manifest.json (post-build.js, from bundle-stats.json), the server's catalog reads them from
// the manifest it fetches over HTTP, and the page's HTML preloads its own chunks and no other's.
// And a page's first API call as its route declares it (/blog's first page of posts, as the list
// asks for it), and the first item's cover.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { findRoute } from '../src/routing/route-match';
import { createApiSources } from './api-sources';
import { renderPage } from './html/render-page';
import { createRemoteCatalog } from './remote-catalog';
import { siteFacts } from './testing/fixtures';

/* eslint-disable @typescript-eslint/no-require-imports -- the build's scripts are plain CommonJS */
const { addPageAssets } = require('../../scripts/post-build.js') as {
  addPageAssets(dist: string): void;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-assets-'));
let server: http.Server;
let origin: string;

beforeAll(async () => {
  fs.writeFileSync(
    path.join(dist, 'bundle-stats.json'),
    JSON.stringify({
      app: 'blog',
      entry: ['remoteEntry.js'],
      routes: ['routes.1.js'],
      pages: { '/blog': ['list.1.js', 'card.1.js'], '/login': ['login.1.js'] },
      pageStyles: { '/blog': ['list.1.css'], '/login': [] },
    }),
  );
  fs.writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './routes', assets: { js: { sync: ['routes.1.js'] } } }],
      routes: [
        { path: '/blog', title: 'Blog', description: 'Posts.', access: 'public' },
        { path: '/login', title: 'Sign in', description: 'Sign in.', access: 'public' },
      ],
    }),
  );
  addPageAssets(dist);
  server = http.createServer((req, res) => {
    if (req.url === '/getblogs?page=1&limit=12&fields=summary') {
      const posts = [
        { _id: 'a', title: 'No cover' },
        { _id: 'b', image: '/media/b', cardImage: '/media/b-card' },
        { _id: 'c', image: '/media/c' },
      ];
      return void res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(posts));
    }
    const file = path.join(dist, path.basename(req.url ?? ''));
    if (!fs.existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dist, { recursive: true, force: true });
});

it("writes each route's JavaScript and CSS into the manifest, keeping what was there", () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    pageAssets: Record<string, { js: string[]; css: string[] }>;
    routes: unknown[];
  };
  expect(manifest.pageAssets).toEqual({
    '/blog': { js: ['list.1.js', 'card.1.js'], css: ['list.1.css'] },
    '/login': { js: ['login.1.js'], css: [] },
  });
  expect(manifest.routes).toHaveLength(2);
});

const firstPage = {
  source: '/getblogs?page=1&limit=12&fields=summary',
  image: ['cardImage', 'image'],
};
const facts = siteFacts({ name: 'Acme', tagline: 'We make things' });
const template =
  '<!doctype html><html><head><meta charset=utf-8><title>Site</title></head><body></body></html>';

it("finds /blog's first API call and its first cover (none from a silent API)", async () => {
  const list = await createApiSources({ secret: 'test', apiUrl: origin }).firstCall(firstPage);
  expect(list).toEqual({
    url: `${origin}/getblogs?page=1&limit=12&fields=summary`,
    image: `${origin}/media/b-card`,
  });
  // An API that never answers: the URL is still known, no cover.
  const silent = http.createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  const none = await createApiSources({ secret: 'test', apiUrl: silentUrl }).firstCall(firstPage, {
    waitMs: 200,
  });
  expect(none).toEqual({ url: `${silentUrl}/getblogs?page=1&limit=12&fields=summary` });
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
});

it('preloads the API answer with CORS and the cover at high priority', () => {
  const html = renderPage(template, {
    facts,
    siteUrl: 'https://acme.example',
    pathname: '/blog',
    remotes: [],
    siteConfig: { apiUrl: 'https://api.acme.example', remotes: [] },
    dataPreloads: [
      { as: 'fetch', href: 'https://api.acme.example/getblogs?page=1&limit=12&fields=summary' },
      { as: 'image', href: 'https://api.acme.example/media/b', priority: 'high' },
    ],
  });
  expect(html).toContain(
    '<link rel="preload" as="fetch" href="https://api.acme.example/getblogs?page=1&amp;limit=12&amp;fields=summary" crossorigin>',
  );
  expect(html).toContain(
    '<link rel="preload" as="image" href="https://api.acme.example/media/b" fetchpriority="high">',
  );
});

it("preloads the page's own chunks and styles after the remote's entry, and no other page's", async () => {
  const catalog = createRemoteCatalog({
    remotes: [{ name: 'blog', entry: `${origin}/mf-manifest.json` }],
  });
  const remotes = await catalog.snapshot();
  expect(remotes[0]!.known).toBe(true);
  const html = renderPage(template, {
    facts,
    siteUrl: 'https://acme.example',
    pathname: '/blog',
    remotes,
    found: findRoute(remotes, '/blog'),
    siteConfig: { apiUrl: 'https://api.acme.example', remotes: [] },
    preloadRemote: true,
  });
  const preloads = [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"/g)].map(
    ([, as, href]) => `${as} ${href!.replace(origin, '')}`,
  );
  expect(preloads).toEqual([
    'fetch /mf-manifest.json',
    'script /remoteEntry.js',
    'script /routes.1.js',
    'style /list.1.css',
    'script /list.1.js',
    'script /card.1.js',
  ]);
});
