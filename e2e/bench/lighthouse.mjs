// Lighthouse (the `lighthouse` npm package) against Debian's Chromium, on the production build served
// as `npm start` serves it: performance score, LCP, CLS and TBT of six pages with Lighthouse's
// default simulated mobile throttling and its desktop preset; then the time until the home page's
// h1 shows under Chromium's "Slow 4G" profile with a 4x CPU slowdown (real throttling, median of 3).
// Run: npm run bench -w e2e   (builds what is stale first). JSON reports: e2e/.lighthouse/ (ignored
// by git). The API is not started (site.config.json points at a closed port), as in initial-js.mjs:
// /blog shows its "could not load" state. Figures vary with the machine's load.
/* global window, document, MutationObserver, requestAnimationFrame -- page code, run in Chromium */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, chromiumPath, launchChromium } from '../support/browser.js';
import { buildAll } from '../../scripts/build.js';
import { serveApp } from '../../scripts/serve-static.js';
import registry from '../../scripts/apps.js';

const PAGES = ['/', '/about', '/products', '/contactus', '/allservices', '/blog'];
const TARGETS = { performance: 90, lcpMs: 2500, cls: 0.02, h1Ms: 1800 };
// Chromium DevTools' "Slow 4G" (formerly "Fast 3G"): 562.5 ms RTT, 1.44 Mbit/s down, 675 kbit/s up.
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const H1_RUNS = 3;
const reports = path.join(import.meta.dirname, '../.lighthouse');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The built shell and remotes, each on its own free port, as `npm start` serves them. */
async function serveSite() {
  const shellPort = await freePort();
  const shellUrl = `http://127.0.0.1:${shellPort}`;
  const env = { ...process.env, SITE_ORIGINS: shellUrl, API_URL: 'http://127.0.0.1:9' };
  const servers = [];
  for (const app of registry.remotes()) {
    const port = await freePort();
    env[registry.urlVar(app)] = `http://127.0.0.1:${port}`;
    servers.push(await serveApp({ app: app.dir, port, env }));
  }
  servers.push(await serveApp({ app: 'shell', port: shellPort, env }));
  return { url: shellUrl, close: () => Promise.all(servers.map((server) => server.close())) };
}

/** One Lighthouse run of `url` (a fresh profile each time: a first visit). */
async function audit(url, formFactor) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const name = `${formFactor}${url.replace(/^https?:\/\/[^/]+/, '').replace(/\//g, '_') || '_'}`;
    fs.writeFileSync(path.join(reports, `${name}.json`), result.report);
    const { audits, categories } = result.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      lcpMs: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
    };
  } finally {
    chrome.kill();
  }
}

/** When the home page's h1 first shows (ms after navigation start), under real throttling. */
async function h1Time(browser, url) {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main h1')) return;
      observer.disconnect();
      requestAnimationFrame(() => (window.h1ShownAt = performance.now()));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(url, { timeout: 120_000 });
  await page.waitForFunction(() => window.h1ShownAt !== undefined, null, { timeout: 120_000 });
  const time = await page.evaluate(() => window.h1ShownAt);
  await context.close();
  return time;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

buildAll();
fs.mkdirSync(reports, { recursive: true });
const site = await serveSite();
try {
  const rows = [];
  for (const page of PAGES) {
    const mobile = await audit(site.url + page, 'mobile');
    const desktop = await audit(site.url + page, 'desktop');
    rows.push({ page, mobile, desktop });
    console.log(`measured ${page}`);
  }
  const browser = await launchChromium();
  const h1Times = [];
  for (let run = 0; run < H1_RUNS; run += 1) h1Times.push(await h1Time(browser, `${site.url}/`));
  await browser.close();

  const cell = (m) =>
    `${String(m.performance).padStart(3)}  ${seconds(m.lcpMs).padStart(7)}  ${m.cls.toFixed(3)}  ${`${Math.round(m.tbtMs)} ms`.padStart(7)}`;
  console.log(
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, Chromium at ${chromiumPath()}; reports in e2e/.lighthouse/`,
  );
  console.log(
    `targets: mobile performance >= ${TARGETS.performance}, LCP <= ${seconds(TARGETS.lcpMs)}, CLS <= ${TARGETS.cls}, home h1 <= ${seconds(TARGETS.h1Ms)} (Slow 4G, 4x CPU)\n`,
  );
  console.log(
    `${'page'.padEnd(13)} | mobile: perf      LCP    CLS      TBT | desktop: perf      LCP    CLS      TBT`,
  );
  for (const { page, mobile, desktop } of rows) {
    const ok =
      mobile.performance >= TARGETS.performance &&
      mobile.lcpMs <= TARGETS.lcpMs &&
      mobile.cls <= TARGETS.cls &&
      desktop.cls <= TARGETS.cls;
    console.log(
      `${page.padEnd(13)} |        ${cell(mobile)} |         ${cell(desktop)}  ${ok ? 'meets targets' : 'misses a target'}`,
    );
  }
  const h1 = median(h1Times);
  console.log(
    `\nhome page h1, Slow 4G + 4x CPU, median of ${H1_RUNS}: ${seconds(h1)} (runs: ${h1Times.map(seconds).join(', ')}) ${h1 <= TARGETS.h1Ms ? 'meets' : 'misses'} the ${seconds(TARGETS.h1Ms)} target`,
  );
} finally {
  await site.close();
}
