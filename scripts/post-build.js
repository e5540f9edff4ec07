// What a front-end app's build does after webpack: the shell gets its generated files (icons,
// share image, web manifest, site-facts.json: see site-assets.js); a remote's mf-manifest.json
// gets each page's files (`pageAssets`, from bundle-stats.json), which the shell's server preloads
// for the page it sends; then every app's text files are precompressed (brotli 11 and gzip, see
// precompress.js).
// Usage: node scripts/post-build.js <app folder> [<dist folder>]   (build.js runs it)
const fs = require('node:fs');
const path = require('node:path');
const { precompressDir } = require('./precompress.js');
const { registerTypeScript, CONDITIONS } = require('./routes.js');
const registry = require('./apps.js');

const root = path.resolve(__dirname, '..');

/**
 * Copies each route's page files (JavaScript and CSS chunks, relative to the manifest) into the
 * remote's mf-manifest.json as `pageAssets: { "<route path>": { js: [], css: [] } }`.
 */
function addPageAssets(dist) {
  const statsFile = path.join(dist, 'bundle-stats.json');
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(statsFile) || !fs.existsSync(manifestFile)) return;
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  manifest.pageAssets = Object.fromEntries(
    Object.entries(stats.pages ?? {}).map(([routePath, js]) => [
      routePath,
      { js, css: stats.pageStyles?.[routePath] ?? [] },
    ]),
  );
  fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
}

async function postBuild(appDir, dist = path.join(root, appDir, 'dist')) {
  const app = registry.findApp(appDir);
  if (!app) throw new Error(`Unknown app ${appDir}`);
  if (!app.remote) {
    if (!process.execArgv.includes(CONDITIONS)) {
      throw new Error(`Run with node ${CONDITIONS} (workspace packages as TypeScript sources).`);
    }
    registerTypeScript();
    await require('./site-assets.js').writeSiteAssets(dist);
  } else {
    addPageAssets(dist);
  }
  const { files, before, afterBrotli } = precompressDir(dist);
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`${appDir}: ${files} files precompressed, ${kb(before)} -> ${kb(afterBrotli)} (br)`);
}

module.exports = { postBuild, addPageAssets };

if (require.main === module) {
  const [appDir, dist] = process.argv.slice(2);
  postBuild(appDir, dist && path.resolve(dist)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
