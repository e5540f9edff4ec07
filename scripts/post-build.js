// What a front-end app's build does after webpack: the shell gets its generated files (icons,
// share image, web manifest, site-facts.json: see site-assets.js), then every app's text files
// are precompressed (brotli 11 and gzip, see precompress.js).
// Usage: node scripts/post-build.js <app folder> [<dist folder>]   (build.js runs it)
const path = require('node:path');
const { precompressDir } = require('./precompress.js');
const { registerTypeScript, CONDITIONS } = require('./routes.js');
const registry = require('./apps.js');

const root = path.resolve(__dirname, '..');

async function postBuild(appDir, dist = path.join(root, appDir, 'dist')) {
  const app = registry.findApp(appDir);
  if (!app) throw new Error(`Unknown app ${appDir}`);
  if (!app.remote) {
    if (!process.execArgv.includes(CONDITIONS)) {
      throw new Error(`Run with node ${CONDITIONS} (workspace packages as TypeScript sources).`);
    }
    registerTypeScript();
    await require('./site-assets.js').writeSiteAssets(dist);
  }
  const { files, before, afterBrotli } = precompressDir(dist);
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`${appDir}: ${files} files precompressed, ${kb(before)} -> ${kb(afterBrotli)} (br)`);
}

module.exports = { postBuild };

if (require.main === module) {
  const [appDir, dist] = process.argv.slice(2);
  postBuild(appDir, dist && path.resolve(dist)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
