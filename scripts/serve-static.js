// Serves one built front-end app (the shell or a remote) the way production does: compressed,
// remoteEntry.js / mf-manifest.json / index.html never cached, hashed files cached for a year,
// CORS for the site's origins. Usable as a CLI (`node scripts/serve-static.js mfe-blog`) or a module.
const express = require('express');
const compression = require('compression');
const fs = require('node:fs');
const path = require('node:path');
const { siteConfig } = require('./site-config.js');

const root = path.resolve(__dirname, '..');

/** The front-end apps, their default ports and the variables that move them. */
const apps = {
  shell: { port: 3000, portVar: 'SHELL_PORT', spa: true },
  'mfe-marketing': { port: 3001, portVar: 'MARKETING_PORT' },
  'mfe-blog': { port: 3002, portVar: 'BLOG_PORT' },
  'mfe-admin': { port: 3003, portVar: 'ADMIN_PORT' },
  'mfe-chat': { port: 3004, portVar: 'CHAT_PORT' },
};

const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
const NEVER_CACHED = new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'routes.json',
  'index.html',
]);

function allowedOrigins(env = process.env) {
  if (env.SITE_ORIGINS)
    return env.SITE_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean);
  const port = env.SHELL_PORT ?? 3000;
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

function setCacheHeaders(res, filePath) {
  const name = path.basename(filePath);
  if (!NEVER_CACHED.has(name) && HASHED.test(name)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'no-cache');
  }
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
  const origins = new Set(allowedOrigins(env));
  const server = express();
  server.disable('x-powered-by');
  server.use(compression());
  server.use((req, res, next) => {
    const origin = req.headers.origin;
    if (origin && origins.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    }
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') return res.sendStatus(204);
    next();
  });
  if (spec.spa) {
    server.get('/site.config.json', (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.json(siteConfig(env));
    });
  }
  server.use(express.static(dist, { index: false, setHeaders: setCacheHeaders }));
  server.use((req, res) => {
    // The shell answers every page route with its index; a remote has no pages of its own.
    if (spec.spa && (req.method === 'GET' || req.method === 'HEAD') && !path.extname(req.path)) {
      res.setHeader('Cache-Control', 'no-cache');
      return res.sendFile(path.join(dist, 'index.html'));
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

module.exports = { apps, root, allowedOrigins, serveApp };

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
