// Measures what a first-time visitor of "/" downloads: JavaScript (compressed bytes on the wire,
// as served by the production static server) per origin, and the heaviest image.
// Run: npm run bench -w e2e   (builds what is stale first)
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../support/browser.js';
import { buildAll } from '../../scripts/build.js';
import { serveApp } from '../../scripts/serve-static.js';
import registry from '../../scripts/apps.js';

buildAll();
const env = {
  ...process.env,
  SITE_ORIGINS: 'http://127.0.0.1:4300',
  API_URL: 'http://127.0.0.1:9',
};
const remotes = Object.fromEntries(
  registry.remotes().map((app, index) => [app.name, 4301 + index]),
);
const servers = [];
for (const app of registry.remotes()) {
  const port = remotes[app.name];
  env[registry.urlVar(app)] = `http://127.0.0.1:${port}`;
  servers.push(await serveApp({ app: app.dir, port, env }));
}
servers.push(await serveApp({ app: 'shell', port: 4300, env }));

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const responses = [];
page.on('requestfinished', async (request) => {
  const sizes = await request.sizes();
  responses.push({
    url: request.url(),
    type: request.resourceType(),
    bytes: sizes.responseBodySize,
  });
});
await page.goto('http://127.0.0.1:4300/', { waitUntil: 'networkidle' });
await page.locator('main h1').first().waitFor();
await page.waitForLoadState('networkidle');

const js = responses.filter((r) => r.type === 'script');
const byOrigin = {};
for (const r of js) byOrigin[new URL(r.url).port] = (byOrigin[new URL(r.url).port] ?? 0) + r.bytes;
const total = js.reduce((sum, r) => sum + r.bytes, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `Initial JavaScript for / (compressed, on the wire): ${kb(total)} in ${js.length} files`,
);
for (const [port, bytes] of Object.entries(byOrigin)) {
  const name =
    port === '4300' ? 'shell' : Object.keys(remotes).find((k) => String(remotes[k]) === port);
  console.log(`  ${name}: ${kb(bytes)}`);
}
const images = responses.filter((r) => r.type === 'image');
images.sort((a, b) => b.bytes - a.bytes);
if (images[0])
  console.log(
    `Heaviest image on /: ${path.basename(new URL(images[0].url).pathname)} ${kb(images[0].bytes)}`,
  );

const shipped = [];
for (const app of registry.apps.map(({ dir }) => dir)) {
  const assets = path.join(import.meta.dirname, '../..', app, 'dist/assets');
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
