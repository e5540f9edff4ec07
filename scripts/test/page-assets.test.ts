// Each page's chunks preloaded by the shell's server: the build copies them into the remote's
// mf-manifest.json (post-build.js, from bundle-stats.json), the server's catalog reads them from
// the manifest it fetches over HTTP, and the page's HTML preloads its own chunks and no other's.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/* eslint-disable @typescript-eslint/no-require-imports -- the scripts are plain CommonJS */
const { addPageAssets } = require('../post-build.js') as { addPageAssets(dist: string): void };
const { createRemoteCatalog } = require('../shell-server/remote-catalog.js') as {
  createRemoteCatalog(options: { remotes: { name: string; entry: string }[] }): {
    snapshot(): Promise<({ name: string; known: boolean } & Record<string, unknown>)[]>;
  };
};
const { findRoute } = require('../shell-server/route-match.js') as {
  findRoute(remotes: object[], pathname: string): object | undefined;
};
const { renderPage } = require('../shell-server/page-html.js') as {
  renderPage(template: string, options: object): string;
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

it("preloads the page's own chunks and styles after the remote's entry, and no other page's", async () => {
  const catalog = createRemoteCatalog({
    remotes: [{ name: 'blog', entry: `${origin}/mf-manifest.json` }],
  });
  const remotes = await catalog.snapshot();
  expect(remotes[0]!.known).toBe(true);
  const html = renderPage(
    '<!doctype html><html><head><meta charset=utf-8><title>Site</title></head><body></body></html>',
    {
      facts: {
        company: { name: 'Acme', tagline: 'We make things' },
        shareImage: { path: '/og-image.png', width: 1200, height: 630 },
        logo: '/icon-512.png',
        notFound: { title: 'Page not found' },
      },
      siteUrl: 'https://acme.example',
      pathname: '/blog',
      remotes,
      found: findRoute(remotes, '/blog'),
      siteConfig: { apiUrl: 'https://api.acme.example', remotes: [] },
      preloadRemote: true,
      absolute: () => undefined,
    },
  );
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
