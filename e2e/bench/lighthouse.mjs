// Lighthouse (the `lighthouse` npm package) against Debian's Chromium, on the production build served
// as `npm start` serves it: performance score, LCP, CLS and TBT of six pages with Lighthouse's
// default simulated mobile throttling and its desktop preset (each the median of RUNS runs, by
// score); then the time until the home page's h1 shows under real throttling (CDP network
// conditions and a 4x CPU slowdown, median of RUNS) with two profiles: Lighthouse's own "slow 4G"
// mobile profile (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up), which the target is measured with,
// and DevTools' harsher "Slow 4G" preset (562.5 ms RTT), printed as context only.
// Run: npm run bench -w e2e   (builds what is stale first). Only some pages, fewer runs, mobile only:
//   node e2e/bench/lighthouse.mjs / /blog --runs=1 --mobile
// JSON reports: e2e/.lighthouse/ (ignored by git; the last run of each page). The built API runs
// with its own embedded database and the demo data (DEMO_ACCOUNTS: four sample posts with covers),
// so /blog shows a real list, as a visitor sees it. Figures vary with the machine's load.
/* global window, document, MutationObserver, requestAnimationFrame -- page code, run in Chromium */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, chromiumPath, launchChromium } from '../support/browser.js';
import { freePort, reservePort, startApi } from '@brightwave/testing/api-process';
import { buildAll, loadServer } from '../../scripts/build.js';
import registry from '../../scripts/apps.js';

/** The browser a visitor runs, not the tests' headless shell. */
const FULL = { fullBrowser: true };

/** The newest post's page (issue 25), resolved once the API lists the demo posts. */
const A_POST = '/blogDetails/{newest}';
const ALL_PAGES = ['/', '/about', '/products', '/contactus', '/allservices', '/blog', A_POST];
const args = process.argv.slice(2);
const PAGES = args.filter((arg) => arg.startsWith('/'));
if (PAGES.length === 0) PAGES.push(...ALL_PAGES);
const RUNS = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
const MOBILE_ONLY = args.includes('--mobile');
const TARGETS = { performance: 95, lcpMs: 2500, cls: 0.02, h1Ms: 1800 };
/** Issue 25: the pages visitors reach from a search or a shared link, rendered per request. */
const LCP_TARGETS_MS = { '/blog': 2000, [A_POST]: 2000 };
const lcpTarget = (page) => LCP_TARGETS_MS[page] ?? TARGETS.lcpMs;
// The h1 target's profile: Lighthouse's mobile "slow 4G" (its throttling constants, mobileSlow4G),
// applied for real through CDP rather than simulated.
const LIGHTHOUSE_SLOW_4G = {
  name: 'Lighthouse slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up)',
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
// Chromium DevTools' "Slow 4G" preset (formerly "Fast 3G"): 562.5 ms RTT, 1.44 Mbit/s down,
// 675 kbit/s up. Much harsher than the issue's own measurement; printed as context.
const DEVTOOLS_SLOW_4G = {
  name: 'DevTools "Slow 4G" preset (562.5 ms RTT, 1.44 Mbit/s down, 675 kbit/s up)',
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const reports = path.join(import.meta.dirname, '../.lighthouse');

/**
 * Resolves once the API lists its sample posts (written one by one at startup): when the total
 * is above 0 and has not changed for two seconds.
 */
async function postsListed(apiUrl) {
  const deadline = Date.now() + 60_000;
  let last;
  for (;;) {
    const response = await fetch(`${apiUrl}/getblogs?page=1&limit=1&fields=summary`);
    const total = response.ok ? Number(response.headers.get('x-total-count')) : 0;
    if (total > 0 && total === last) return;
    last = total;
    if (Date.now() > deadline) throw new Error('The API listed no post within 60 s.');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/**
 * The built shell and remotes, each on its own free port, as `npm start` serves them, and the
 * built API with the demo data (its origin allows the shell's).
 */
async function serveSite() {
  const shellPort = await reservePort(); // held until the shell listens (see site.ts)
  const shellUrl = `http://127.0.0.1:${shellPort.port}`;
  const api = await startApi({ SITE_ORIGINS: shellUrl, DEMO_ACCOUNTS: 'true' });
  await postsListed(api.url);
  const env = { ...process.env, SITE_ORIGINS: shellUrl, API_URL: api.url };
  const servers = [];
  for (const app of registry.remotes()) {
    const port = await freePort();
    env[registry.urlVar(app)] = `http://127.0.0.1:${port}`;
    servers.push(await serveApp({ app: app.dir, port, env }));
  }
  await shellPort.release();
  servers.push(await serveApp({ app: 'shell', port: shellPort.port, env }));
  return {
    url: shellUrl,
    apiUrl: api.url,
    close: () => Promise.all([...servers.map((server) => server.close()), api.stop()]),
  };
}

/** One Lighthouse run of `url` (a fresh profile each time: a first visit). */
async function audit(url, formFactor) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(FULL),
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
async function h1Time(browser, url, profile) {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const { offline, latency, downloadThroughput, uploadThroughput } = profile;
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency,
    downloadThroughput,
    uploadThroughput,
  });
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
/** The run with the median performance score (its LCP, CLS and TBT go with it). */
const medianRun = (runs) =>
  [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];

async function audits(url, formFactor) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, formFactor));
  return { ...medianRun(runs), scores: runs.map((r) => r.performance) };
}
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

buildAll();
const { serveApp } = loadServer();
fs.mkdirSync(reports, { recursive: true });
const site = await serveSite();
try {
  const rows = [];
  const [newest] = await (await fetch(`${site.apiUrl}/getblogs?page=1&limit=1`)).json();
  for (const page of PAGES) {
    const url = site.url + page.replace('{newest}', newest._id);
    const mobile = await audits(url, 'mobile');
    const desktop = MOBILE_ONLY ? undefined : await audits(url, 'desktop');
    rows.push({ page, mobile, desktop });
    console.log(`measured ${page}`);
  }
  const browser = await launchChromium(FULL);
  const h1 = [];
  for (const profile of [LIGHTHOUSE_SLOW_4G, DEVTOOLS_SLOW_4G]) {
    const times = [];
    for (let run = 0; run < RUNS; run += 1)
      times.push(await h1Time(browser, `${site.url}/`, profile));
    h1.push({ profile, times });
  }
  await browser.close();

  const cell = (m) =>
    m
      ? `${String(m.performance).padStart(3)}  ${seconds(m.lcpMs).padStart(7)}  ${m.cls.toFixed(3)}  ${`${Math.round(m.tbtMs)} ms`.padStart(7)}`
      : '      (not run)             ';
  console.log(
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, Chromium at ${chromiumPath(FULL)}; reports in e2e/.lighthouse/`,
  );
  console.log(
    `targets: mobile performance >= ${TARGETS.performance}, LCP <= ${seconds(TARGETS.lcpMs)} (${Object.keys(LCP_TARGETS_MS).join(' and ')}: ${seconds(2000)}), CLS <= ${TARGETS.cls}, home h1 <= ${seconds(TARGETS.h1Ms)} (Lighthouse slow 4G, 4x CPU)`,
  );
  console.log(`each figure: the run with the median mobile/desktop score of ${RUNS}\n`);
  console.log(
    `${'page'.padEnd(22)} | mobile: perf      LCP    CLS      TBT | desktop: perf      LCP    CLS      TBT`,
  );
  for (const { page, mobile, desktop } of rows) {
    const ok =
      mobile.performance >= TARGETS.performance &&
      mobile.lcpMs <= lcpTarget(page) &&
      mobile.cls <= TARGETS.cls &&
      (desktop?.cls ?? 0) <= TARGETS.cls;
    console.log(
      `${page.padEnd(22)} |        ${cell(mobile)} |         ${cell(desktop)}  ${ok ? 'meets targets' : 'misses a target'}  (mobile scores: ${mobile.scores.join(', ')})`,
    );
  }
  console.log('\nhome page h1, real throttling + 4x CPU slowdown, 375 px viewport:');
  h1.forEach(({ profile, times }, index) => {
    const time = median(times);
    const verdict =
      index === 0
        ? `${time <= TARGETS.h1Ms ? 'meets' : 'misses'} the ${seconds(TARGETS.h1Ms)} target`
        : 'context only, no target';
    console.log(
      `  ${profile.name}: median ${seconds(time)} of ${RUNS} (runs: ${times.map(seconds).join(', ')}) ${verdict}`,
    );
  });
} finally {
  await site.close();
}
