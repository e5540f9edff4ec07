// A team ships its remote as releases (scripts/releases), in a temporary copy of the built site:
// the blog released twice with a visible difference, the second as a 50% canary (new visitors
// land on both, each stays on its own version), promoted and rolled back (every visitor follows
// within 5 s, no server restarted), while the shell's files stay byte-identical and a visitor who
// loaded the old version still gets its chunks. Then a canary whose page throws: the visitors'
// error reports reach the API, which condemns it, and the shell's server switches it off (audit
// entry, admin overview).
import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS, type AuditEntry, type RemoteHealthSummary } from '@brightwave/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import type { Channels } from '@brightwave/releases';
import { waitFor } from '../../api/test/wait-for';
import { buildApp, copyApp, deployStaticSite, hashFolder, serveStatic } from '../support/deploy';
import { saveScreenshot } from '../support/live-site';
import { settled } from '../support/pages';
import {
  blogVersion,
  demoAdmin,
  patchedBlogRelease,
  releaseBlog,
  releaseCommand,
  runRelease,
  useReleasesSite,
} from '../support/releases';
import { repoRoot } from '../support/site';

const COPY = 'mfe-blog-releases';
const OLD_TITLE = 'Sign in';
const NEW_TITLE = 'Sign in to the new blog';
/** Canary page loads the guard needs before it judges (CANARY_MIN_LOADS). */
const MIN_LOADS = 3;

const live = useReleasesSite('bw-releases-', { CANARY_MIN_LOADS: String(MIN_LOADS) });
const admin = demoAdmin(live);

afterAll(() => {
  fs.rmSync(path.join(repoRoot, 'e2e/.tmp', COPY), { recursive: true, force: true });
});

const command = (...args: string[]) => releaseCommand(live, ...args);
const run = (...args: string[]) => runRelease(live, ...args);
const release = (...args: string[]) => releaseBlog(live, ...args);

/** The version the visitor's next page load gets (its cookies sent, no browser page). */
async function nextLoad(visitor: BrowserContext): Promise<string> {
  const response = await visitor.request.get(`${live.site.url}/login`);
  return blogVersion(await response.text());
}

interface Visit {
  page: Page;
  version: string;
  heading: string | null;
  /** Every file the page fetched from the blog's server. */
  blogFiles: string[];
}

async function visit(visitor: BrowserContext, url = '/login'): Promise<Visit> {
  const page = await visitor.newPage();
  const blogFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(live.site.remoteUrl('blog'))) blogFiles.push(request.url());
  });
  await page.goto(live.site.url + url);
  await settled(page);
  return {
    page,
    version: blogVersion(await page.content()),
    heading: await page.locator('main h1').textContent(),
    blogFiles,
  };
}

/**
 * A copy of a build whose sign-in page throws as it renders (its chunk patched, not rebuilt: the
 * blog's builds are slow), released as a version of its own.
 */
function throwingRelease(build: string): string {
  return patchedBlogRelease(live, build, 'build-throwing', `"${NEW_TITLE}"`, (code) =>
    code.replaceAll(
      `"${NEW_TITLE}"`,
      '(()=>{throw new TypeError("The new sign-in page broke")})()',
    ),
  );
}

/** Every visitor's next page load gets `version` (fails after 5 s); how long it took. */
async function allOn(visitors: BrowserContext[], version: string, since: number) {
  await waitFor(
    async () =>
      (await Promise.all(visitors.map(nextLoad))).every((got) => got === version) || undefined,
    { timeoutMs: 5_000, intervalMs: 100, what: `every visitor on ${version}` },
  );
  return Date.now() - since;
}

it('releases the blog twice, canaries the second to half the visitors, promotes and rolls back', async () => {
  const shellBefore = hashFolder(path.join(live.tmp, 'shell'));

  // Release 1: the blog as built. Release 2: the same with a new sign-in title, built as CI would.
  const v1 = release();
  const project = copyApp('mfe-blog', COPY);
  const loginPage = path.join(project, 'src/pages/login-page.tsx');
  const source = fs.readFileSync(loginPage, 'utf8');
  expect(source).toContain(`title="${OLD_TITLE}"`);
  fs.writeFileSync(loginPage, source.replace(`title="${OLD_TITLE}"`, `title="${NEW_TITLE}"`));
  buildApp(project, path.join(live.tmp, 'build-2'));
  const v2 = release('--dist', path.join(live.tmp, 'build-2'));
  expect(v2).not.toBe(v1);
  expect(release('--dist', path.join(live.tmp, 'build-2'))).toBe(v2); // the same build: the same release
  const title = { [v1]: OLD_TITLE, [v2]: NEW_TITLE };

  // A build made against another react-router (its manifest says so) is released but refused.
  const otherRouter = path.join(live.tmp, 'build-router-8');
  fs.cpSync(path.join(live.tmp, 'build-2'), otherRouter, { recursive: true });
  const manifestFile = path.join(otherRouter, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
    shared: { name: string; version: string }[];
  };
  const router = manifest.shared.find((shared) => shared.name === '@brightwave/web-kit/router')!;
  const built = router.version;
  expect(built).toMatch(/^7\./); // react-router's own version, not web-kit's
  router.version = '8.0.0';
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  const v3 = release('--dist', otherRouter);
  for (const refused of [command('promote', 'blog', v3), command('canary', 'blog', v3, '50')]) {
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `blog ${v3} was built against router 8.0.0 (the shell has ${built}): the live shell cannot serve it.`,
    );
  }

  run('promote', 'blog', v1);
  run('canary', 'blog', v2, '50');
  expect(run('releases', 'blog')).toContain(`canary: ${v2} for 50% of visitors`);

  // Ten new visitors: both versions are seen, each page drawn by its own release alone.
  const visitors = await Promise.all(
    Array.from({ length: 10 }, () =>
      live.browser.newContext({ viewport: { width: 1280, height: 900 } }),
    ),
  );
  const visits: Visit[] = [];
  for (const visitor of visitors) visits.push(await visit(visitor));
  expect(new Set(visits.map((v) => v.version))).toEqual(new Set([v1, v2]));
  for (const { version, heading, blogFiles, page } of visits) {
    expect(heading).toBe(title[version]);
    expect(blogFiles.length).toBeGreaterThan(2);
    for (const file of blogFiles) expect(file).toContain(`/releases/${version}/`);
    if (version === v2) await page.close();
  }
  // Each keeps its version over three reloads (one of them reloaded in the browser too).
  for (const [i, visitor] of visitors.entries()) {
    for (let reload = 0; reload < 3; reload++) {
      await expect(nextLoad(visitor)).resolves.toBe(visits[i]!.version);
    }
  }
  const canaryVisitor = visitors[visits.findIndex((v) => v.version === v2)]!;
  const again = await visit(canaryVisitor);
  expect([again.version, again.heading]).toEqual([v2, NEW_TITLE]);
  await again.page.close();

  // Promote: every visitor on the new version within 5 s, no restart, no shell rebuilt.
  const old = visits.find((v) => v.version === v1)!;
  let moved = Date.now();
  run('promote', 'blog', v2);
  expect(await allOn(visitors, v2, moved)).toBeLessThan(5_000);
  const promoted = await visit(await live.browser.newContext());
  expect([promoted.version, promoted.heading]).toEqual([v2, NEW_TITLE]);

  // A page loaded on the old release still gets that release's chunks after the switch.
  old.blogFiles.length = 0;
  await old.page.getByRole('link', { name: 'Create an account' }).click();
  await old.page.waitForURL('**/registration');
  await settled(old.page);
  await expect(old.page.locator('main').textContent()).resolves.not.toContain(
    'Loading chunk failed',
  );
  expect(old.blogFiles.length).toBeGreaterThan(0);
  for (const file of old.blogFiles) expect(file).toContain(`/releases/${v1}/`);

  // Rollback: back within 5 s.
  moved = Date.now();
  run('rollback', 'blog');
  expect(await allOn([...visitors, promoted.page.context()], v1, moved)).toBeLessThan(5_000);
  const back = await visit(promoted.page.context());
  expect([back.version, back.heading]).toEqual([v1, OLD_TITLE]);

  // A canary whose sign-in page throws: its visitors' error reports switch it off, and the audit
  // log says why. (v2 ran as a canary above without errors and was not switched off.)
  const v4 = throwingRelease(path.join(live.tmp, 'build-2'));
  run('canary', 'blog', v4, '50');
  const channelsFile = path.join(live.env.RELEASES_DIR!, 'blog/channels.json');
  const canaryOn = () =>
    (JSON.parse(fs.readFileSync(channelsFile, 'utf8')) as Channels).canary?.version === v4;
  // New visitors until MIN_LOADS of them met the canary, or the guard switched it off first (it
  // judges from the loads and errors the API has counted, which may run ahead of these visits).
  const canaryVisits: Visit[] = [];
  for (let i = 0; i < 4 * MIN_LOADS && canaryVisits.length < MIN_LOADS && canaryOn(); i++) {
    const visited = await visit(await live.browser.newContext());
    if (visited.version !== v4) continue;
    await expect(visited.page.locator('main h1').textContent()).resolves.toBe(
      'Unexpected Application Error!',
    );
    canaryVisits.push(visited);
  }
  expect(canaryVisits.length).toBeGreaterThanOrEqual(MIN_LOADS - 1);
  moved = Date.now();
  await waitFor(
    () =>
      (JSON.parse(fs.readFileSync(channelsFile, 'utf8')) as Channels).canary === null || undefined,
    { timeoutMs: 15_000, intervalMs: 100, what: `the canary ${v4} switched off` },
  );
  expect(run('releases', 'blog')).toContain('canary: off');
  expect(
    await allOn(
      canaryVisits.map((v) => v.page.context()),
      v1,
      moved,
    ),
  ).toBeLessThan(5_000);
  const audit = await admin.get<{ items: AuditEntry[] }>(
    `${API_PATHS.adminAudit}?action=canary.off`,
  );
  expect(audit.items).toEqual([
    expect.objectContaining({
      action: 'canary.off',
      target: { type: 'remote', id: 'blog', label: `blog canary ${v4}` },
      reason: expect.stringMatching(
        new RegExp(
          `^Switched off automatically: blog ${v4} had \\d+ errors \\(\\d+ failed loads, \\d+ caught\\) in \\d+ canary page loads`,
        ),
      ),
    }),
  ]);
  const health = await admin.get<RemoteHealthSummary>(API_PATHS.adminRemoteHealth);
  const broken = health.versions.find((row) => row.version === v4)!;
  expect(broken).toMatchObject({ remote: 'blog', channel: 'canary', pulledAt: expect.any(String) });
  expect(broken.loads).toBeGreaterThanOrEqual(MIN_LOADS);
  expect(broken.caughtErrors).toBeGreaterThanOrEqual(canaryVisits.length);
  expect(broken.lastError).toBe('TypeError: The new sign-in page broke');
  // No personal data: the counts and a scrubbed error line, nothing else.
  expect(Object.keys(broken).sort()).toEqual([
    'caughtErrors',
    'channel',
    'errorRate',
    'failedLoads',
    'lastError',
    'loads',
    'pulledAt',
    'remote',
    'version',
  ]);

  // The admin overview shows the figures, on a phone too.
  const signedIn = await live.browser.newContext({ viewport: { width: 360, height: 800 } });
  const session = await admin.signIn();
  await signedIn.addInitScript(
    (value) => localStorage.setItem('user', value),
    JSON.stringify({ ...session.user, token: session.token }),
  );
  const overview = await signedIn.newPage();
  await overview.goto(`${live.site.url}/admin/overview`);
  await settled(overview);
  const table = overview.getByRole('table', { name: 'Errors per remote version, last 24 hours' });
  const row = table.getByRole('row').filter({ hasText: v4 });
  await expect(row.textContent()).resolves.toContain('canary, switched off');
  await expect(row.getByText('TypeError: The new sign-in page broke').isVisible()).resolves.toBe(
    true,
  );
  await expect(
    overview.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).resolves.toBe(true);
  await saveScreenshot(row, 'admin-remote-errors-360');
  await overview.setViewportSize({ width: 1280, height: 900 });
  await saveScreenshot(table, 'admin-remote-errors-1280');
  await signedIn.close();
  await Promise.all(canaryVisits.map((v) => v.page.context().close()));

  expect(hashFolder(path.join(live.tmp, 'shell'))).toEqual(shellBefore);
  await Promise.all([...visitors, promoted.page.context()].map((visitor) => visitor.close()));

  // Without the shell's server: the store on a plain static host, and a hand-written
  // site.config.json naming a release's manifest.
  const store = await serveStatic(live.env.RELEASES_DIR!);
  const staticSite = await deployStaticSite({
    entries: { blog: `${store.url}/blog/${v2}/mf-manifest.json` },
  });
  try {
    const page = await live.browser.newPage();
    await page.goto(`${staticSite.url}/login`);
    await settled(page);
    await expect(page.locator('main h1').textContent()).resolves.toBe(NEW_TITLE);
    await page.close();
  } finally {
    await Promise.all([staticSite.close(), store.close()]);
  }
}, 600_000);
