// Field speed from real visits (issue 47): the shell measures each page load with web-vitals,
// fetched after the page is idle, and sends one measurement when the visitor leaves, with its
// route pattern and the release of the remote that drew it (no id, no query); the API keeps it
// per route, release and device class. A blog canary made slower on purpose (its page chunk waits
// 1 s before anything of it is drawn) is switched off by its visitors' measurements, the reason in
// the audit log.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { API_PATHS, type AuditEntry, type SpeedSummary } from '@brightwave/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Channels } from '../../scripts/releases/store';
import { waitFor } from '../../api/test/wait-for';
import { launchChromium } from '../support/browser';
import { saveScreenshot } from '../support/live-site';
import { startApiRelay, type ApiRelay } from '../support/marketing';
import { settled } from '../support/pages';
import { repoRoot, startApi, startSite, type ApiProcess, type Site } from '../support/site';

const CLI = path.join(repoRoot, 'scripts/releases/cli.js');
const ADMIN = {
  email: 'admin@brightwave.example',
  password: 'demo-admin-2025',
};
/** Canary page views with field speed the guard needs before it judges (CANARY_SPEED_MIN_VIEWS). */
const MIN_VIEWS = 3;
const POST_ID = '65f1c0ffee00112233445566';
/** A post's comments, as a visitor arrives from a newsletter: an id and a query in the URL. */
const VISITED = `/CommentSection/${POST_ID}?utm_source=newsletter`;
const ROUTE = '/CommentSection/:id';
const SENT_KEY = 'bw-test-sent-vitals';

let browser: Browser;
let site: Site;
let tmp: string;
let env: NodeJS.ProcessEnv;
let relay: ApiRelay;
let api: ApiProcess;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-field-speed-'));
  fs.cpSync(path.join(repoRoot, 'shell/dist'), path.join(tmp, 'shell'), {
    recursive: true,
  });
  env = {
    RELEASES_DIR: path.join(tmp, 'releases'),
    LIVE_SHELL: path.join(tmp, 'shell'),
  };
  relay = await startApiRelay();
  [browser, site] = await Promise.all([
    launchChromium(),
    startSite({
      apiUrl: relay.url,
      env: { ...env, CANARY_CHECK_MS: '200' },
      shellDist: path.join(tmp, 'shell'),
    }),
  ]);
  api = await startApi({
    SITE_ORIGINS: site.url,
    DEMO_ACCOUNTS: 'true',
    CANARY_SPEED_MIN_VIEWS: String(MIN_VIEWS),
    // Every visitor of this test is 127.0.0.1.
    REMOTE_REPORTS_RATE_LIMIT_MAX: '1000',
    CANARY_COUNTS_PER_ADDRESS: '1000',
  });
  relay.target = api.url;
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await relay?.close();
  await api?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** A release command that must succeed; its output's last line. */
function run(...args: string[]): string {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  expect({ status: result.status, stderr: result.stderr }).toEqual({
    status: 0,
    stderr: expect.any(String),
  });
  return result.stdout.trimEnd().split('\n').at(-1)!;
}

/** The blog's build, its comment section's chunk waiting 1 s before it runs, as a release. */
function slowRelease(): string {
  const slow = path.join(tmp, 'build-slow');
  fs.cpSync(path.join(repoRoot, 'mfe-blog/dist'), slow, { recursive: true });
  const chunks = fs
    .readdirSync(slow, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .filter((file) =>
      fs.readFileSync(path.join(slow, file), 'utf8').includes('Comments on this post'),
    );
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks) {
    const file = path.join(slow, chunk);
    const wait = '(()=>{const until=Date.now()+1000;while(Date.now()<until);})();\n';
    fs.writeFileSync(file, wait + fs.readFileSync(file, 'utf8'));
    for (const suffix of ['.br', '.gz']) fs.rmSync(file + suffix, { force: true });
  }
  const version = run('release', 'mfe-blog', '--dist', slow);
  expect(version).toMatch(/^[0-9a-f]{12}$/);
  return version;
}

interface View {
  context: BrowserContext;
  /** The blog release the page ran. */
  version: string;
  /** The measurements the page sent (request bodies). */
  sent: string[];
}

/**
 * One visitor's page view of VISITED: drawn, web-vitals fetched after it, a tap (for INP), then
 * the visitor leaves; waits for its measurement.
 */
async function view(width: number): Promise<View> {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
  });
  // What the page hands navigator.sendBeacon for the API's vitals path, kept in its origin's
  // storage: the page is gone when it is sent.
  await context.addInitScript(
    ({ key, path }) => {
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (String(url).endsWith(path)) {
          const list = JSON.parse(localStorage.getItem(key) ?? '[]') as string[];
          // The shell sends its JSON as a string.
          localStorage.setItem(
            key,
            JSON.stringify([...list, typeof data === 'string' ? data : '']),
          );
        }
        return send(url, data);
      };
    },
    { key: SENT_KEY, path: API_PATHS.vitals },
  );
  const page: Page = await context.newPage();
  const library = page.waitForResponse((response) =>
    /\/web-vitals\.[^/]*\.js$/.test(response.url()),
  );
  await page.goto(site.url + VISITED);
  await settled(page);
  await library;
  const config = /<script id="bw-site-config" type="application\/json">(.*?)<\/script>/s.exec(
    await page.content(),
  )![1]!;
  const { remotes } = JSON.parse(config) as {
    remotes: { name: string; entry: string }[];
  };
  const entry = remotes.find((remote) => remote.name === 'blog')!.entry;
  const version = /\/releases\/([0-9a-f]{12})\/mf-manifest\.json$/.exec(entry)?.[1] ?? entry;
  await page.locator('main h1').first().click();
  await page.goto('about:blank');
  const reader = await context.newPage();
  await reader.goto(`${site.url}/robots.txt`);
  const sent = await waitFor(
    async () => {
      const list = await reader.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as string[],
        SENT_KEY,
      );
      return list.length ? list : undefined;
    },
    {
      timeoutMs: 10_000,
      intervalMs: 100,
      what: 'the measurement of a page view',
    },
  );
  await Promise.all([page.close(), reader.close()]);
  return { context, version, sent };
}

/** The demo admin's session (signed in once). */
let adminSession: Promise<{ token: string; user: Record<string, unknown> }> | undefined;
function signInAdmin() {
  adminSession ??= fetch(`${api.url}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  }).then(
    (response) =>
      response.json() as Promise<{
        token: string;
        user: Record<string, unknown>;
      }>,
  );
  return adminSession;
}

async function asAdmin<T>(route: string): Promise<T> {
  const { token } = await signInAdmin();
  const response = await fetch(api.url + route, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

it('sends one measurement per page view, with its route pattern and release and no id or query', async () => {
  const stable = run('release', 'mfe-blog');
  run('promote', 'blog', stable);
  const views = [await view(360), await view(1280)];
  for (const { sent, version } of views) {
    expect(version).toBe(stable);
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toContain(POST_ID);
    expect(sent[0]).not.toContain('utm');
    expect(sent[0]).not.toContain('?');
    expect(JSON.parse(sent[0]!)).toMatchObject({
      remote: 'blog',
      version: stable,
      channel: 'stable',
      route: ROUTE,
      lcp: expect.any(Number),
      fcp: expect.any(Number),
      ttfb: expect.any(Number),
      cls: expect.any(Number),
    });
  }
  expect(views.map(({ sent }) => (JSON.parse(sent[0]!) as { device: string }).device)).toEqual([
    'phone',
    'desktop',
  ]);
  await Promise.all(views.map(({ context }) => context.close()));
  const speed = await asAdmin<SpeedSummary>(API_PATHS.adminSpeed);
  const route = speed.routes.find((row) => row.route === ROUTE)!;
  expect(route).toMatchObject({ remote: 'blog', views: 2 });
  expect(route.releases).toEqual([expect.objectContaining({ version: stable, views: 2 })]);
  expect(route.devices.map(({ device }) => device).sort()).toEqual(['desktop', 'phone']);
  expect(route.p75.lcp).toBeGreaterThan(0);
}, 300_000);

it('switches off a canary its visitors measured slower than stable', async () => {
  const stable = run('release', 'mfe-blog');
  const slow = slowRelease();
  run('canary', 'blog', slow, '50');
  const seen = { [stable]: 0, [slow]: 0 };
  for (let i = 0; i < 30 && (seen[stable]! < MIN_VIEWS || seen[slow]! < MIN_VIEWS); i++) {
    const { context, version } = await view(1280);
    seen[version] = (seen[version] ?? 0) + 1;
    await context.close();
  }
  expect(seen[slow]).toBeGreaterThanOrEqual(MIN_VIEWS);
  const channelsFile = path.join(env.RELEASES_DIR!, 'blog/channels.json');
  await waitFor(
    () =>
      (JSON.parse(fs.readFileSync(channelsFile, 'utf8')) as Channels).canary === null || undefined,
    {
      timeoutMs: 15_000,
      intervalMs: 100,
      what: `the slow canary ${slow} switched off`,
    },
  );
  const audit = await asAdmin<{ items: AuditEntry[] }>(`${API_PATHS.adminAudit}?action=canary.off`);
  expect(audit.items).toEqual([
    expect.objectContaining({
      action: 'canary.off',
      target: { type: 'remote', id: 'blog', label: `blog canary ${slow}` },
      reason: expect.stringMatching(
        new RegExp(`^Switched off automatically: blog ${slow} is slower than stable .*p75 LCP`),
      ),
    }),
  ]);
  const speed = await asAdmin<SpeedSummary>(API_PATHS.adminSpeed);
  const releases = speed.routes.find((row) => row.route === ROUTE)!.releases;
  const [fast, late] = [stable, slow].map((v) => releases.find((r) => r.version === v)!.p75.lcp!);
  expect(late).toBeGreaterThan(fast! * 1.2);
}, 400_000);

it("shows the console's Speed page at 360 and 1280 px: each route's p75 against the thresholds, charts with their tables", async () => {
  const admin = await browser.newContext({
    viewport: { width: 360, height: 800 },
  });
  const session = await signInAdmin();
  await admin.addInitScript(
    (value) => localStorage.setItem('user', value),
    JSON.stringify({ ...session.user, token: session.token }),
  );
  const page = await admin.newPage();
  await page.goto(`${site.url}/admin/speed`);
  await settled(page);
  const routes = page.getByRole('table', {
    name: /^p75 per route, last 7 days$/,
  });
  const row = routes.getByRole('row').filter({ hasText: ROUTE });
  await expect(row.textContent()).resolves.toMatch(
    /\d+(\.\d+)? (ms|s)(good|needs improvement|poor)/,
  );
  // Each chart is one labelled image beside the table of its figures.
  const charts = page.getByRole('img', {
    name: /a chart; the table beside it holds the same figures/,
  });
  await expect(charts.count()).resolves.toBe(2);
  await expect(page.locator('figure svg.recharts-surface').count()).resolves.toBe(2);
  await expect(
    page
      .getByRole('table', { name: /per release$/ })
      .getByRole('row')
      .count(),
  ).resolves.toBeGreaterThan(2);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).resolves.toBe(true);
    await saveScreenshot(page.locator('main'), `admin-speed-${width}`);
  }
  // The period and device class change every figure.
  await page.getByLabel('Device class').selectOption('phone');
  // (the one phone view of the first test)
  await routes
    .getByRole('row')
    .filter({ hasText: ROUTE })
    .getByRole('cell')
    .nth(1)
    .filter({ hasText: /^1$/ })
    .waitFor({ timeout: 10_000 });
  await admin.close();
}, 120_000);
