// Serves one built front-end app (the shell or a remote) the way production does: files sent as
// precompressed at build time (brotli, else gzip, else as they are; see precompress.js),
// remoteEntry.js / mf-manifest.json / index.html revalidated, hashed files cached for a year, CORS
// for the site's origins, and the protective headers of security-headers.js on every answer (the
// remotes' too). The shell also answers each page URL with its own head tags and the
// site config inline (404 for a URL no remote serves), /robots.txt and /sitemap.xml: see
// shell-server/. Usable as a CLI (`node scripts/serve-static.js mfe-blog`) or a module.
const express = require('express');
const compression = require('compression');
const fs = require('node:fs');
const path = require('node:path');
const { siteConfig, siteUrl } = require('./site-config.js');
const {
  contentSecurityPolicy,
  securityHeaders,
  servedOverHttps,
} = require('./security-headers.js');
const registry = require('./apps.js');
const { isCompressible } = require('./precompress.js');
const { createShellPages } = require('./shell-server/shell-pages.js');

const root = path.resolve(__dirname, '..');

/** The front-end apps by folder, their default ports and the variables that move them. */
const apps = Object.fromEntries(
  registry.apps.map((app) => [
    app.dir,
    { port: app.port, portVar: registry.portVar(app), spa: !app.remote },
  ]),
);

const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
const NEVER_CACHED = new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'routes.json',
  'index.html',
]);

function setCacheHeaders(res, filePath) {
  const name = path.basename(filePath);
  if (!NEVER_CACHED.has(name) && HASHED.test(name)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'no-cache');
  }
}

/** The precompressed variants, in order of preference. */
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/**
 * Whether the Accept-Encoding header allows an encoding (q > 0, named or by `*`). Our order of
 * preference (brotli, then gzip) decides, not the order the browser lists them in.
 */
function acceptedEncodings(header = '') {
  const q = new Map();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    q.set(name, weight === undefined ? 1 : Number(weight));
  }
  return (encoding) => (q.get(encoding) ?? q.get('*') ?? 0) > 0;
}

/**
 * Sends the .br or .gz file written beside a compressible file when the browser accepts it, with
 * the original's type; anything else falls through to express.static (as it is).
 */
function precompressed(dist) {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(dist, path.normalize(relative));
    if (!file.startsWith(dist + path.sep) || path.basename(file).startsWith('.')) return next();
    if (!isCompressible(file)) return next();
    const available = VARIANTS.filter((variant) => fs.existsSync(file + variant.suffix));
    if (available.length === 0) return next();
    res.vary('Accept-Encoding');
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const variant = available.find((v) => accepted(v.encoding));
    if (!variant) return next();
    res.setHeader('Content-Encoding', variant.encoding);
    res.type(path.extname(file));
    setCacheHeaders(res, file);
    res.sendFile(file + variant.suffix, { cacheControl: false, dotfiles: 'deny' }, (error) => {
      // A visitor who went away (ECONNABORTED, or a failed write) awaits no answer, nor is it the
      // server's fault: Express's own default skips these too.
      const gone = error?.code === 'ECONNABORTED' || error?.syscall === 'write';
      if (error && !gone && !res.headersSent) next(error);
    });
  };
}

/**
 * @param {{ app: keyof typeof apps, port?: number, host?: string, env?: NodeJS.ProcessEnv, dist?: string }} options
 *   `dist` serves another build of the app (a redeploy) instead of its own dist folder.
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
async function serveApp({ app, port, host = '127.0.0.1', env = process.env, dist: distOverride }) {
  const spec = apps[app];
  if (!spec) throw new Error(`Unknown app ${app}; expected one of ${Object.keys(apps).join(', ')}`);
  const dist = distOverride ?? path.join(root, app, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${app} is not built: run "npm run build -w ${app}" first.`);
  }
  const origins = new Set(registry.siteOrigins(env));
  const pages = spec.spa ? createShellPages({ dist, env }) : undefined;
  // Computed once: the configuration and the inline scripts are fixed while the server runs.
  const headers = Object.entries(
    securityHeaders({
      csp: contentSecurityPolicy(siteConfig(env), pages?.inlineScripts),
      https: servedOverHttps(siteUrl(env)),
    }),
  );
  const server = express();
  server.disable('x-powered-by');
  // Compressed on the fly: only the dynamic answers (files are precompressed at build time).
  const dynamic = compression();
  server.use((req, res, next) => {
    // Every answer, files and 404s too: a remote's files can be opened (or framed) on their own.
    for (const [name, value] of headers) res.setHeader(name, value);
    const origin = req.headers.origin;
    if (origin && origins.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    }
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') return res.sendStatus(204);
    next();
  });
  if (pages) {
    server.get('/site.config.json', dynamic, (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.json(siteConfig(env));
    });
    server.get('/robots.txt', dynamic, pages.robots);
    server.get('/sitemap.xml', dynamic, pages.sitemap);
  }
  server.use(precompressed(dist));
  server.use(express.static(dist, { index: false, setHeaders: setCacheHeaders }));
  server.use((req, res, next) => {
    // The shell answers every page route with its index; a remote has no pages of its own.
    if (pages && (req.method === 'GET' || req.method === 'HEAD') && !path.extname(req.path)) {
      return dynamic(req, res, () => pages.page(req, res).catch(next));
    }
    res.status(404).type('text/plain').send('Not found');
  });

  const listenPort = port ?? Number(env[spec.portVar] ?? spec.port);
  const http = await new Promise((resolve, reject) => {
    // Express 5 calls the listen callback with the error too (e.g. a port in use).
    const s = server.listen(listenPort, host, (error) => {
      if (!error) return resolve(s);
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${listenPort} is in use: stop what runs there or set ${spec.portVar}.`)
          : error,
      );
    });
  });
  const actualPort = http.address().port;
  return {
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };
}

async function main() {
  const app = process.argv[2];
  const served = await serveApp({ app, host: process.env.HOST ?? '127.0.0.1' });
  console.log(`${app} served at ${served.url}`);
  const stop = () => void served.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

module.exports = { apps, root, serveApp, acceptedEncodings };

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
