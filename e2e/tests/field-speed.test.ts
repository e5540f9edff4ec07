// Field speed from real visits (issue 47): the shell measures each page load with web-vitals,
// fetched after the page is idle, and sends one measurement when the visitor leaves, with its
// route pattern and the release of the remote that drew it (no id, no query); the API keeps it
// per route, release and device class. A blog canary made slower on purpose (its page chunk waits
// 1 s before anything of it is drawn) is switched off by its visitors' measurements, the reason in
// the audit log.
import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS, type AuditEntry, type SpeedSummary } from '@brightwave/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import type { Channels } from '@brightwave/releases';
import { waitFor } from '../../api/test/wait-for';
import { saveScreenshot } from '../support/live-site';
import { settled } from '../support/pages';
import {
  blogVersion,
  demoAdmin,
  patchedBlogRelease,
  releaseBlog,
  runRelease,
  useReleasesSite,
} from '../support/releases';
import { repoRoot } from '../support/site';

/** Canary page views with field speed the guard needs before it judges (CANARY_SPEED_MIN_VIEWS). */
const MIN_VIEWS = 3;
const POST_ID = '65f1c0ffee00112233445566';
/** A post's comments, as a visitor arrives from a newsletter: an id and a query in the URL. */
const VISITED = `/CommentSection/${POST_ID}?utm_source=newsletter`;
const ROUTE = '/CommentSection/:id';
const SENT_KEY = 'bw-test-sent-vitals';

const live = useReleasesSite('bw-field-speed-', { CANARY_SPEED_MIN_VIEWS: String(MIN_VIEWS) });
const admin = demoAdmin(live);

/** The blog's build, its comment section's chunk waiting 1 s before it runs, as a release. */
function slowRelease(): string {
  const wait = '(()=>{const until=Date.now()+1000;while(Date.now()<until);})();\n';
  return patchedBlogRelease(
    live,
    path.join(repoRoot, 'mfe-blog/dist'),
    'build-slow',
    'Comments on this post',
    (code) => wait + code,
  );
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
  const context = await live.browser.newContext({
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
  await page.goto(live.site.url + VISITED);
  await settled(page);
  await library;
  const version = blogVersion(await page.content());
  await page.locator('main h1').first().click();
  await page.goto('about:blank');
  const reader = await context.newPage();
  await reader.goto(`${live.site.url}/robots.txt`);
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

it('sends one measurement per page view, with its route pattern and release and no id or query', async () => {
  const stable = releaseBlog(live);
  runRelease(live, 'promote', 'blog', stable);
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
  const speed = await admin.get<SpeedSummary>(API_PATHS.adminSpeed);
  const route = speed.routes.find((row) => row.route === ROUTE)!;
  expect(route).toMatchObject({ remote: 'blog', views: 2 });
  expect(route.releases).toEqual([expect.objectContaining({ version: stable, views: 2 })]);
  expect(route.devices.map(({ device }) => device).sort()).toEqual(['desktop', 'phone']);
  expect(route.p75.lcp).toBeGreaterThan(0);
}, 300_000);

it('switches off a canary its visitors measured slower than stable', async () => {
  const stable = releaseBlog(live);
  const slow = slowRelease();
  runRelease(live, 'canary', 'blog', slow, '50');
  const seen = { [stable]: 0, [slow]: 0 };
  for (let i = 0; i < 30 && (seen[stable]! < MIN_VIEWS || seen[slow]! < MIN_VIEWS); i++) {
    const { context, version } = await view(1280);
    seen[version] = (seen[version] ?? 0) + 1;
    await context.close();
  }
  expect(seen[slow]).toBeGreaterThanOrEqual(MIN_VIEWS);
  const channelsFile = path.join(live.env.RELEASES_DIR!, 'blog/channels.json');
  await waitFor(
    () =>
      (JSON.parse(fs.readFileSync(channelsFile, 'utf8')) as Channels).canary === null || undefined,
    {
      timeoutMs: 15_000,
      intervalMs: 100,
      what: `the slow canary ${slow} switched off`,
    },
  );
  const audit = await admin.get<{ items: AuditEntry[] }>(
    `${API_PATHS.adminAudit}?action=canary.off`,
  );
  expect(audit.items).toEqual([
    expect.objectContaining({
      action: 'canary.off',
      target: { type: 'remote', id: 'blog', label: `blog canary ${slow}` },
      reason: expect.stringMatching(
        new RegExp(`^Switched off automatically: blog ${slow} is slower than stable .*p75 LCP`),
      ),
    }),
  ]);
  const speed = await admin.get<SpeedSummary>(API_PATHS.adminSpeed);
  const releases = speed.routes.find((row) => row.route === ROUTE)!.releases;
  const [fast, late] = [stable, slow].map((v) => releases.find((r) => r.version === v)!.p75.lcp!);
  expect(late).toBeGreaterThan(fast! * 1.2);
}, 400_000);

it("shows the console's Speed page at 360 and 1280 px: each route's p75 against the thresholds, charts with their tables", async () => {
  const signedIn = await live.browser.newContext({
    viewport: { width: 360, height: 800 },
  });
  const session = await admin.signIn();
  await signedIn.addInitScript(
    (value) => localStorage.setItem('user', value),
    JSON.stringify({ ...session.user, token: session.token }),
  );
  const page = await signedIn.newPage();
  await page.goto(`${live.site.url}/admin/speed`);
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
  await signedIn.close();
}, 120_000);
