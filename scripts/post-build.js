// What a front-end app's build does after webpack: the shell gets its generated files (icons,
// share image, web manifest: see site-assets.js); a remote's mf-manifest.json
// gets each page's files (`pageAssets`, from bundle-stats.json), which the shell's server preloads
// for the page it sends, and, for a remote with a server entry, each page's first screen rendered
// to HTML (`pageAssets[path].html`, a file under first-screen/); then every app's text files are
// precompressed (brotli 11 and gzip, see precompress.js).
// Usage: node scripts/post-build.js <app folder> [<dist folder>]   (build.js runs it)
const fs = require('node:fs');
const path = require('node:path');
const { precompressDir } = require('./precompress.js');
const { registerTypeScript, CONDITIONS } = require('./routes.js');
const registry = require('./apps.js');
const { SERVER_DIST, hashedFileName } = require('@brightwave/build-output');

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

/** React's own `<link rel="preload" as="image">` hints for the page's images: the images are in
 * the HTML anyway, in reading order, and a hint in <body> only takes their bandwidth earlier. */
const IMAGE_PRELOADS = /<link rel="preload" as="image"[^>]*\/>/g;
const FIRST_SCREENS = 'first-screen';

/**
 * Renders the remote's pages with its server bundle (scripts/webpack: serverConfig), when it has
 * one, into first-screen/<name>.<hash>.html, and names each file in mf-manifest.json's pageAssets.
 */
async function addFirstScreens(appDir, dist) {
  const bundle = path.join(root, appDir, SERVER_DIST, 'first-screen.js');
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(bundle) || !fs.existsSync(manifestFile)) return;
  const { pages, skipped } = await require(bundle).render();
  for (const { path: routePath, reason } of skipped) {
    console.log(
      `${appDir}: ${routePath} has no first screen (${reason}); it renders in the browser.`,
    );
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  fs.mkdirSync(path.join(dist, FIRST_SCREENS), { recursive: true });
  for (const { path: routePath, html } of pages) {
    const content = html.replace(IMAGE_PRELOADS, '');
    const name = routePath.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'home';
    const file = `${FIRST_SCREENS}/${hashedFileName(name, '.html', content)}`;
    fs.writeFileSync(path.join(dist, file), content);
    manifest.pageAssets ??= {};
    manifest.pageAssets[routePath] = {
      js: [],
      css: [],
      ...manifest.pageAssets[routePath],
      html: file,
    };
  }
  const rendered = publishServerRender(bundle, dist, manifest);
  fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  console.log(`${appDir}: ${pages.length} pages rendered to HTML for their first screen`);
  if (rendered.length) {
    console.log(`${appDir}: ${rendered.join(', ')} rendered per request by the shell's server`);
  }
}

/**
 * The server bundle itself, for the pages rendered per request (a route's `render`): copied under
 * first-screen/ with its content's hash, so it ships (and is released) with the remote's files,
 * and named as each such page's `pageAssets[path].render`, which the shell's server loads.
 * Returns those pages' paths.
 */
function publishServerRender(bundle, dist, manifest) {
  const routes = (Array.isArray(manifest.routes) ? manifest.routes : []).filter((r) => r.render);
  if (!routes.length) return [];
  const code = fs.readFileSync(bundle);
  const file = `${FIRST_SCREENS}/${hashedFileName('render', '.js', code)}`;
  fs.writeFileSync(path.join(dist, file), code);
  manifest.pageAssets ??= {};
  for (const route of routes) {
    manifest.pageAssets[route.path] = {
      js: [],
      css: [],
      ...manifest.pageAssets[route.path],
      render: file,
    };
  }
  return routes.map((route) => route.path);
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
    await addFirstScreens(appDir, dist);
  }
  const { files, before, afterBrotli } = precompressDir(dist);
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`${appDir}: ${files} files precompressed, ${kb(before)} -> ${kb(afterBrotli)} (br)`);
}

module.exports = { postBuild, addPageAssets, addFirstScreens };

if (require.main === module) {
  const [appDir, dist] = process.argv.slice(2);
  postBuild(appDir, dist && path.resolve(dist)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
