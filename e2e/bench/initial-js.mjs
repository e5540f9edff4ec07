// Measures what a first-time visitor of "/" downloads: every JavaScript file Chromium loads for the
// home page (until its h1 shows and the network is idle), each one's size compressed with brotli at
// quality 11 (what the precompressed .br files weigh, whatever level a server compresses at on the
// fly) and on the wire as served here, and the heaviest image.
// Run: npm run bench -w e2e   (builds what is stale first)
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../support/browser.js';
import { freePort } from '@brightwave/testing/api-process';
import { buildAll, loadServer } from '../../scripts/build.js';
import registry from '../../scripts/apps.js';
import budget from '../../scripts/bundle-budget.js';

const { brotli11 } = budget;

const root = path.join(import.meta.dirname, '../..');

buildAll();
const { serveApp } = loadServer();
const ports = new Map();
for (const app of registry.apps) ports.set(app.dir, await freePort());
const origin = (app) => `http://127.0.0.1:${ports.get(app.dir)}`;
const env = {
  ...process.env,
  SITE_ORIGINS: origin(registry.shell()),
  API_URL: `http://127.0.0.1:${await freePort()}`,
};
for (const app of registry.remotes()) env[registry.urlVar(app)] = origin(app);
const servers = [];
for (const app of registry.apps) {
  servers.push(await serveApp({ app: app.dir, port: ports.get(app.dir), env }));
}
const appByPort = new Map(registry.apps.map((app) => [String(ports.get(app.dir)), app]));

const browser = await launchChromium({ fullBrowser: true });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const responses = [];
page.on('requestfinished', async (request) => {
  const sizes = await request.sizes();
  responses.push({
    url: request.url(),
    type: request.resourceType(),
    wire: sizes.responseBodySize,
  });
});
await page.goto(origin(registry.shell()), { waitUntil: 'networkidle' });
await page.locator('main h1').first().waitFor();
await page.waitForLoadState('networkidle');

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const js = responses
  .filter((r) => r.type === 'script')
  .map((r) => {
    const url = new URL(r.url);
    const app = appByPort.get(url.port);
    const file = path.join(root, app.dir, 'dist', decodeURIComponent(url.pathname));
    return {
      ...r,
      app: app.name,
      file: url.pathname.slice(1),
      br: brotli11(fs.readFileSync(file)),
    };
  });
const total = js.reduce((sum, r) => sum + r.br, 0);
const wire = js.reduce((sum, r) => sum + r.wire, 0);
console.log(
  `Initial JavaScript for /: ${kb(total)} brotli-11 (${kb(wire)} on the wire from the local ` +
    `server) in ${js.length} files`,
);
for (const app of registry.apps) {
  const files = js.filter((r) => r.app === app.name);
  if (files.length === 0) continue;
  console.log(`  ${app.name}: ${kb(files.reduce((sum, r) => sum + r.br, 0))}`);
  for (const r of files.sort((a, b) => b.br - a.br))
    console.log(`    ${kb(r.br).padStart(9)}  ${r.file}`);
}
const css = responses.filter((r) => r.type === 'stylesheet');
if (css.length > 0) {
  const cssTotal = css.reduce((sum, r) => {
    const url = new URL(r.url);
    const app = appByPort.get(url.port);
    return sum + brotli11(fs.readFileSync(path.join(root, app.dir, 'dist', url.pathname)));
  }, 0);
  console.log(`CSS for /: ${kb(cssTotal)} brotli-11 in ${css.length} files`);
}

const images = responses.filter((r) => r.type === 'image');
images.sort((a, b) => b.wire - a.wire);
if (images[0])
  console.log(
    `Heaviest image on /: ${path.basename(new URL(images[0].url).pathname)} ${kb(images[0].wire)}`,
  );

const shipped = [];
for (const app of registry.apps.map(({ dir }) => dir)) {
  const assets = path.join(root, app, 'dist/assets');
  if (!fs.existsSync(assets)) continue;
  for (const file of fs.readdirSync(assets)) {
    if (/\.(svg|png|webp|jpe?g)$/.test(file))
      shipped.push({ file: `${app}/${file}`, bytes: fs.statSync(path.join(assets, file)).size });
  }
}
shipped.sort((a, b) => b.bytes - a.bytes);
if (shipped[0])
  console.log(`Heaviest image shipped: ${shipped[0].file} ${kb(shipped[0].bytes)} (uncompressed)`);

await browser.close();
await Promise.all(servers.map((s) => s.close()));
