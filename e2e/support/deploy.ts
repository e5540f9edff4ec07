import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, repoRoot, REMOTES, type Remote } from './site';

// What every app's build reads besides its own folder (plain CommonJS, shared with npm start).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedInputs } = require('../../scripts/build.js') as { sharedInputs: string[] };

// Deployments as a static host would hold them: copies of built dist folders in a temp dir, each
// served by a plain node:http file server (no project code), with a hand-written site.config.json.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The simplest static host: files as they are, any origin allowed, and (for a single-page app)
 * index.html for paths without an extension, the fallback every static host offers. `headers` are
 * added to every answer (read at each request, so they can be filled in once every address is
 * known).
 */
export async function serveStatic(
  dir: string,
  { spa = false, headers = {} }: { spa?: boolean; headers?: Record<string, string> } = {},
): Promise<StaticServer> {
  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(dir, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      if (!spa || path.extname(pathname)) {
        res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end('Not found');
        return;
      }
      file = path.join(dir, 'index.html');
    }
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-cache',
    });
    fs.createReadStream(file).pipe(res);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The protective headers the README tells a plain static host to set on every file, written out
 * with this deployment's addresses as an operator would (no project code computes them here).
 * index.html as built has no inline script, so the CSP needs no hash.
 */
function staticHostHeaders(apiUrl: string, remoteUrls: string[]): Record<string, string> {
  const api = new URL(apiUrl).origin;
  const remotes = remoteUrls.map((url) => new URL(url).origin).join(' ');
  return {
    'Content-Security-Policy':
      `default-src 'self'; script-src 'self' ${remotes}; style-src 'self' ${remotes}; ` +
      `style-src-attr 'unsafe-inline'; ` +
      `img-src 'self' data: blob: ${api} ${remotes}; font-src 'self' ${remotes}; ` +
      `connect-src 'self' ${api} ${remotes}; object-src 'none'; base-uri 'self'; ` +
      `form-action 'self'; frame-ancestors 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), ' +
      'geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), ' +
      'publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), ' +
      'xr-spatial-tracking=(), browsing-topics=()',
    'X-Frame-Options': 'DENY',
  };
}

export interface StaticSite {
  url: string;
  /** The deployed folder of an app: "shell" or a remote's name. */
  folder(app: string): string;
  /** Puts a new build of a remote in place, keeping the old hashed files (as a CDN would). */
  redeploy(remote: Remote, dist: string): void;
  close(): Promise<void>;
}

/**
 * Copies the built shell and remotes to a temp dir and serves each folder on its own port, with
 * a site.config.json written beside the shell's index.html. `remotes` replaces a remote's build;
 * `entries` writes another manifest URL for a remote into site.config.json (a release's, served
 * elsewhere), as an operator would by hand.
 */
export async function deployStaticSite({
  apiUrl = 'http://127.0.0.1:9',
  remotes = {},
  entries = {},
}: {
  apiUrl?: string;
  remotes?: Partial<Record<Remote, string>>;
  entries?: Partial<Record<Remote, string>>;
} = {}): Promise<StaticSite> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-static-site-'));
  const folder = (app: string) => path.join(root, app);
  const servers: StaticServer[] = [];
  const config = { apiUrl, remotes: [] as { name: string; entry: string }[] };
  // Filled in once every remote has its address, before any request.
  const headers: Record<string, string> = {};
  for (const remote of Object.keys(REMOTES)) {
    fs.cpSync(remotes[remote] ?? path.join(repoRoot, REMOTES[remote]!, 'dist'), folder(remote), {
      recursive: true,
    });
    const server = await serveStatic(folder(remote), { headers });
    servers.push(server);
    config.remotes.push({
      name: remote,
      entry: entries[remote] ?? `${server.url}/mf-manifest.json`,
    });
  }
  Object.assign(
    headers,
    staticHostHeaders(apiUrl, [
      ...servers.map((server) => server.url),
      ...Object.values(entries).filter((entry) => entry !== undefined),
    ]),
  );
  fs.cpSync(path.join(repoRoot, 'shell/dist'), folder('shell'), { recursive: true });
  fs.writeFileSync(path.join(folder('shell'), 'site.config.json'), JSON.stringify(config));
  const shell = await serveStatic(folder('shell'), { spa: true, headers });
  servers.push(shell);
  return {
    url: shell.url,
    folder,
    redeploy: (remote, dist) => fs.cpSync(dist, folder(remote), { recursive: true }),
    async close() {
      await Promise.all(servers.map((server) => server.close()));
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Every file of a folder with the SHA-256 of its bytes. */
export function hashFolder(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = crypto
      .createHash('sha256')
      .update(fs.readFileSync(file))
      .digest('hex');
  }
  return hashes;
}

/** Where buildApp keeps webpack's cache and its outputs, one folder per project. */
const BUILD_CACHE = path.join(repoRoot, 'node_modules/.cache/e2e-builds');
/** How many outputs of one project buildApp keeps (the tests build at most two of one project). */
const OUTPUTS_KEPT = 3;

/** Every file under `dirs` (but dist and node_modules folders), as paths relative to `base`. */
function inputFiles(base: string, dirs: string[]): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    const full = path.join(base, relative);
    if (!fs.existsSync(full)) return;
    if (!fs.statSync(full).isDirectory()) return void files.push(relative);
    for (const entry of fs.readdirSync(full).sort()) {
      if (entry !== 'dist' && entry !== 'node_modules') walk(path.join(relative, entry));
    }
  };
  dirs.forEach(walk);
  return files;
}

/** The webpack command line that builds a project into `outDir`, its cache in `cacheDir`. */
function webpackArgs(outDir: string, cacheDir: string): string[] {
  return [
    path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js'),
    '--mode',
    'production',
    '--output-path',
    outDir,
    '--env',
    `cacheDir=${cacheDir}`,
  ];
}

/**
 * A digest of everything a build of `projectDir` is made from: the project's files, the inputs
 * every app shares (the build scripts, the workspace packages, the lock file; the list
 * scripts/build.js checks for staleness), the build's options and the Node version.
 */
function buildKey(projectDir: string): string {
  const hash = crypto
    .createHash('sha256')
    .update(process.version)
    .update(webpackArgs('', '').join('\0'));
  const add = (base: string, files: string[]) => {
    for (const file of files)
      hash.update(`\0${file}\0`).update(fs.readFileSync(path.join(base, file)));
  };
  add(projectDir, inputFiles(projectDir, ['.']));
  add(repoRoot, inputFiles(repoRoot, sharedInputs));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds an app's webpack project from `projectDir` into `outDir` (production, `outDir` emptied
 * first), as its team's CI would. The project may be a changed copy (see copyApp) or a fixture.
 * As a CI build cache does, the output is kept under a digest of its inputs (buildKey), and the
 * same inputs again are copied from there instead of built; webpack's own cache on disk, one per
 * project, keeps a new build from compiling and minifying unchanged modules again.
 */
export function buildApp(projectDir: string, outDir: string) {
  const name = path.basename(projectDir);
  const outputs = path.join(BUILD_CACHE, 'outputs');
  const kept = path.join(outputs, `${name}-${buildKey(projectDir)}`);
  if (fs.existsSync(kept)) {
    const now = new Date();
    fs.utimesSync(kept, now, now);
  } else {
    const staging = `${kept}.${process.pid}`;
    try {
      execFileSync(process.execPath, webpackArgs(staging, path.join(BUILD_CACHE, name)), {
        cwd: projectDir,
        stdio: 'pipe',
      });
      // Another run may have kept the same inputs' output meanwhile: the same files.
      if (!fs.existsSync(kept)) fs.renameSync(staging, kept);
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
    pruneOutputs(outputs, name);
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.cpSync(kept, outDir, { recursive: true });
}

/** Removes all but the OUTPUTS_KEPT most recently used outputs of project `name`. */
function pruneOutputs(outputs: string, name: string) {
  const mine = fs
    .readdirSync(outputs)
    .filter((entry) => new RegExp(`^${name}-[0-9a-f]{16}$`).test(entry))
    .map((entry) => ({ entry, used: fs.statSync(path.join(outputs, entry)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  for (const { entry } of mine.slice(OUTPUTS_KEPT)) {
    fs.rmSync(path.join(outputs, entry), { recursive: true, force: true });
  }
}

/**
 * A copy of an app's sources under e2e/.tmp (inside the repository, so its packages resolve), to
 * change and build without touching the real app.
 */
export function copyApp(dir: string, name: string): string {
  const copy = path.join(repoRoot, 'e2e/.tmp', name);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.mkdirSync(copy, { recursive: true });
  fs.cpSync(path.join(repoRoot, dir, 'src'), path.join(copy, 'src'), { recursive: true });
  fs.copyFileSync(path.join(repoRoot, dir, 'package.json'), path.join(copy, 'package.json'));
  fs.writeFileSync(
    path.join(copy, 'webpack.config.js'),
    fs
      .readFileSync(path.join(repoRoot, dir, 'webpack.config.js'), 'utf8')
      .replaceAll('../scripts/', '../../../scripts/'),
  );
  return copy;
}
