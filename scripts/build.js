// Builds what is stale: each front-end app with webpack (production) when any of its inputs is
// newer than its last build, and the API with `tsc -b` (which tracks staleness itself).
// Usage: node scripts/build.js --all | <app> [<app> ...]   (--force rebuilds anyway)
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const registry = require('./apps.js');
const { CONDITIONS } = require('./routes.js');
const { SERVER_DIST } = require('@brightwave/build-output');

const root = path.resolve(__dirname, '..');
/** The front-end apps' folders: the shell first, then the remotes. */
const appDirs = registry.apps.map((app) => app.dir);

const STAMP = '.build-stamp';
/**
 * webpack's cache on disk for these builds (scripts/webpack's persistentCache): after a change to
 * one shared input, a rebuild compiles and minifies only the modules whose source changed.
 */
const BUILD_CACHE = path.join(root, 'node_modules/.cache/webpack-builds');
const sharedInputs = [
  'packages/web-kit/src',
  'packages/site-content/src',
  'packages/site-content/assets',
  'packages/contracts/src',
  'packages/site-registry/src',
  // Their manifests: web-kit's peer dependencies go into every remote's mf-manifest.json.
  'packages/web-kit/package.json',
  'packages/site-content/package.json',
  'packages/contracts/package.json',
  'packages/site-registry/package.json',
  'packages/build-output/src',
  'packages/build-output/package.json',
  'scripts/webpack',
  'scripts/site-config.js',
  'scripts/apps.js',
  'scripts/routes.js',
  'scripts/post-build.js',
  'scripts/precompress.js',
  'scripts/site-assets.js',
  'package-lock.json',
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function isStale(app) {
  const stamp = path.join(root, app, 'dist', STAMP);
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  const inputs = [
    `${app}/src`,
    `${app}/server`,
    `${app}/webpack.config.js`,
    `${app}/package.json`,
    ...sharedInputs,
  ];
  return inputs.some((input) => newestMtime(input) > built);
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

function buildApp(app, { force = false } = {}) {
  if (!force && !isStale(app)) return { app, skipped: true, seconds: 0 };
  const started = Date.now();
  console.log(`Building ${app} ...`);
  const cacheDir = path.join(BUILD_CACHE, app);
  run(
    process.execPath,
    [webpackCli(), '--mode', 'production', '--env', `cacheDir=${cacheDir}`],
    path.join(root, app),
  );
  // Generated files and precompressed variants (a fresh Node: the shell's step reads TypeScript).
  run(process.execPath, [CONDITIONS, path.join(__dirname, 'post-build.js'), app], root);
  fs.writeFileSync(path.join(root, app, 'dist', STAMP), new Date().toISOString());
  return { app, skipped: false, seconds: (Date.now() - started) / 1000 };
}

function buildApi() {
  const config = path.join(root, 'api', 'tsconfig.build.json');
  if (!fs.existsSync(config)) return { app: 'api', skipped: true, seconds: 0 };
  const started = Date.now();
  run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', config], root);
  return { app: 'api', skipped: false, seconds: (Date.now() - started) / 1000 };
}

function webpackCli() {
  return path.join(root, 'node_modules/webpack-cli/bin/cli.js');
}

function buildAll(options) {
  return [buildApi(), ...appDirs.map((app) => buildApp(app, options))];
}

/**
 * The shell's server (shell/server, built into the shell's Node bundle), which serves the shell
 * and every remote's dist: `{ serveApp, apps, root }`.
 */
function loadServer() {
  const bundle = path.join(root, 'shell', SERVER_DIST, 'server.js');
  if (!fs.existsSync(bundle)) {
    throw new Error(`${bundle} is missing: build the shell first ("node scripts/build.js shell").`);
  }
  return require(bundle);
}

module.exports = { isStale, buildApp, buildApi, buildAll, loadServer, root, appDirs, sharedInputs };

if (require.main === module) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const names = args.filter((a) => !a.startsWith('--'));
  const results = args.includes('--all')
    ? buildAll({ force })
    : names.map((app) => (app === 'api' ? buildApi() : buildApp(app, { force })));
  for (const r of results)
    console.log(`${r.app}: ${r.skipped ? 'up to date' : `built in ${r.seconds.toFixed(1)} s`}`);
}
