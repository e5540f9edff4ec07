// Serves one built front-end app (the shell or a remote) the way production does: its files as
// static-files.ts sends them, CORS for the site's origins, and the protective headers of
// security-headers.ts on every answer (the remotes' too). The shell also answers each page URL
// with its own head tags and the site config inline (404 for a URL no remote serves),
// /robots.txt and /sitemap.xml: see shell-pages.ts.
//
// Express with `compression` rather than the API's Fastify: README.md says why ("The shell's
// server").
import fs from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { PAGE_LOAD_PATH } from '@brightwave/contracts';
import * as registry from '@brightwave/site-registry/apps';
import { siteConfig, siteUrl } from '@brightwave/site-registry/site-config';
import { contentSecurityPolicy, securityHeaders, servedOverHttps } from './security-headers';
import { createShellPages } from './shell-pages';
import type { RenderFrame } from './first-screen';
import { precompressed, setCacheHeaders } from './static-files';
import { openStore } from '@brightwave/releases';
import { serveReleases, type ReleaseFiles } from './release-files';

/** The front-end apps by folder, their default ports and the variables that move them. */
export const apps: Record<string, { port: number; portVar: string; spa: boolean }> =
  Object.fromEntries(
    registry.apps.map((app) => [
      app.dir,
      { port: app.port, portVar: registry.portVar(app), spa: !app.remote },
    ]),
  );

export interface ServeOptions {
  /** The app's folder: "shell", "mfe-blog". */
  app: string;
  port?: number;
  host?: string;
  env?: NodeJS.ProcessEnv;
  /** Another build of the app to serve (a redeploy) instead of its own dist folder. */
  dist?: string;
  /** The repository's root, where each app's folder is. */
  root: string;
  /** The site's frame around a page's first screen (the shell's; without it, no first screens). */
  renderFrame?: RenderFrame;
}

export interface Served {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function serveApp({
  app,
  port,
  host = '127.0.0.1',
  env = process.env,
  dist: distOverride,
  root,
  renderFrame,
}: ServeOptions): Promise<Served> {
  const spec = apps[app];
  if (!spec) throw new Error(`Unknown app ${app}; expected one of ${Object.keys(apps).join(', ')}`);
  const dist = distOverride ?? path.join(root, app, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${app} is not built: run "npm run build -w ${app}" first.`);
  }
  const origins = new Set(registry.siteOrigins(env));
  const pages = spec.spa ? createShellPages({ dist, env, renderFrame }) : undefined;
  // Computed once: the configuration and the inline scripts are fixed while the server runs.
  const headers = Object.entries(
    securityHeaders({
      csp: contentSecurityPolicy(siteConfig(env), pages?.inlineScripts),
      https: servedOverHttps(siteUrl(env)),
    }),
  );
  /** Every answer's own headers, files and 404s too: a remote's files can be opened (or framed)
   * on their own. */
  const setCommonHeaders = (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    const origin = req.headers.origin;
    if (origin && origins.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    }
    res.setHeader('Vary', 'Origin');
  };
  const server = express();
  server.disable('x-powered-by');
  // Compressed on the fly: only the dynamic answers (files are precompressed at build time).
  const dynamic = compression();
  server.use((req, res, next) => {
    setCommonHeaders(req, res);
    if (req.method === 'OPTIONS') return void res.sendStatus(204);
    next();
  });
  if (pages) {
    server.get(
      '/site.config.json',
      dynamic,
      (req, res, next) => void pages.siteConfig(req, res).catch(next),
    );
    server.get('/robots.txt', dynamic, pages.robots);
    server.post(PAGE_LOAD_PATH, (req, res, next) => void pages.pageLoad(req, res).catch(next));
    server.get(
      '/sitemap.xml',
      dynamic,
      (req, res, next) => void pages.sitemap(req, res).catch(next),
    );
  }
  let releases: ReleaseFiles | undefined;
  if (!spec.spa) {
    // The remote's releases (release-files.ts), channels.json and each release's files, from the
    // release store (RELEASES_URI, else RELEASES_DIR): the shell's server sends visitors there.
    releases = serveReleases({
      store: openStore(env, root),
      remote: registry.findApp(app)!.name,
      maxBytes: Number(env.RELEASES_CACHE_MB ?? 256) * 1024 * 1024,
    });
    server.use('/releases', releases.router);
  }
  server.use(precompressed(dist));
  server.use(express.static(dist, { index: false, setHeaders: setCacheHeaders }));
  server.use((req, res, next) => {
    // The shell answers every page route with its index; a remote has no pages of its own.
    if (pages && (req.method === 'GET' || req.method === 'HEAD') && !path.extname(req.path)) {
      return dynamic(req, res, () => void pages.page(req, res).catch(next));
    }
    res.status(404).type('text/plain').send('Not found');
  });

  // A page the shell's server has kept (page-cache.ts) is sent before Express sees the request:
  // at about the cost of a static file.
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (!pages || (req.method !== 'GET' && req.method !== 'HEAD') || path.extname(pathname)) {
      return void server(req, res);
    }
    setCommonHeaders(req, res);
    pages.sendKept(req, res).then(
      (sent) => void (sent || server(req, res)),
      () => void server(req, res),
    );
  };

  const listenPort = port ?? Number(env[spec.portVar] ?? spec.port);
  const http = await new Promise<Server>((resolve, reject) => {
    const s = createServer(handle);
    s.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${listenPort} is in use: stop what runs there or set ${spec.portVar}.`)
          : error,
      ),
    );
    s.listen(listenPort, host, () => resolve(s));
  });
  const actualPort = (http.address() as AddressInfo).port;
  return {
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise<void>((resolve) => {
        pages?.close();
        void releases?.close();
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };
}
