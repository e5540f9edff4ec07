// The bundle budget: the JavaScript a first visit of "/" loads, from the builds' bundle-stats.json
// (written by scripts/webpack/bundle-stats-plugin.js), each file compressed with brotli at quality
// 11 (as the precompressed files are served). Prints the breakdown; exits 1 above the budget.
//   node scripts/bundle-budget.js [--budget <KB>] [--path /]      (npm run check:budget)
// What "/" loads: everything the shell's entry can load, and of the remote that claims the path
// (the first in site.config.json order, as the shell decides) its remoteEntry.js, its ./routes
// expose and the page's lazy chunks. Other remotes cost the shell only their mf-manifest.json.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const registry = require('./apps.js');

// The target of issue "First load": at most 130 KB (aim 100), so a regression fails the build.
const BUDGET_KB = 130;
const KB = 1024;

/** Brotli at its highest quality, as the build's precompressed files are. */
function brotli11(buffer) {
  return zlib.brotliCompressSync(buffer, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  }).length;
}

function readJson(file) {
  if (!fs.existsSync(file)) {
    throw new Error(
      `${path.relative(process.cwd(), file)} is missing: build first (npm run build).`,
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The same matching as the shell's (react-router's), for the literal paths the budget takes. */
function claims(routes, pagePath) {
  return routes.some((route) => route.path === pagePath);
}

/**
 * @param {{ root: string, pagePath?: string, apps?: typeof registry.apps }} options
 *   root: the folder holding each app's folder (the repository, or a test's fixture)
 * @returns {{ files: { app: string, file: string, bytes: number }[], total: number, owner: string }}
 */
function measure({ root, pagePath = '/', apps = registry.apps }) {
  const shell = apps.find((app) => !app.remote);
  const shellStats = readJson(path.join(root, shell.dir, 'dist/bundle-stats.json'));
  const owner = apps
    .filter((app) => app.remote)
    .find((app) => claims(readJson(path.join(root, app.dir, 'dist/routes.json')).routes, pagePath));
  if (!owner) throw new Error(`No remote claims ${pagePath}.`);
  const remoteStats = readJson(path.join(root, owner.dir, 'dist/bundle-stats.json'));
  const page = remoteStats.pages?.[pagePath];
  if (!page) throw new Error(`${owner.dir}/dist/bundle-stats.json has no chunks for ${pagePath}.`);

  const wanted = [
    ...shellStats.startup.map((file) => [shell, file]),
    ...[...new Set([...remoteStats.entry, ...remoteStats.routes, ...page])].map((file) => [
      owner,
      file,
    ]),
  ];
  const files = wanted.map(([app, file]) => ({
    app: app.name,
    file,
    bytes: brotli11(fs.readFileSync(path.join(root, app.dir, 'dist', file))),
  }));
  return { files, total: files.reduce((sum, f) => sum + f.bytes, 0), owner: owner.name };
}

/** The printed breakdown, per app then per file, heaviest first. */
function report({ files, total, owner }, { pagePath, budgetKb }) {
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
  const lines = [
    `JavaScript for ${pagePath} (brotli 11): ${kb(total)} of ${budgetKb} KB budget, ${files.length} files (page owned by ${owner})`,
  ];
  for (const app of [...new Set(files.map((f) => f.app))]) {
    const own = files.filter((f) => f.app === app).sort((a, b) => b.bytes - a.bytes);
    lines.push(`  ${app}: ${kb(own.reduce((sum, f) => sum + f.bytes, 0))}`);
    for (const f of own) lines.push(`    ${kb(f.bytes).padStart(9)}  ${f.file}`);
  }
  return lines.join('\n');
}

/** @returns {number} the exit code */
function main(argv = process.argv.slice(2), root = path.resolve(__dirname, '..')) {
  const option = (name, fallback) => {
    const index = argv.indexOf(name);
    return index === -1 ? fallback : argv[index + 1];
  };
  const budgetKb = Number(option('--budget', BUDGET_KB));
  const pagePath = option('--path', '/');
  const result = measure({ root: path.resolve(option('--root', root)), pagePath });
  console.log(report(result, { pagePath, budgetKb }));
  if (result.total > budgetKb * KB) {
    console.error(
      `Over budget: ${(result.total / KB).toFixed(1)} KB > ${budgetKb} KB. See the heaviest files above.`,
    );
    return 1;
  }
  return 0;
}

module.exports = { measure, report, main, brotli11, BUDGET_KB };

if (require.main === module) {
  try {
    process.exitCode = main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
