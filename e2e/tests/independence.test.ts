import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import {
  buildApp,
  copyApp,
  deployStaticSite,
  hashFolder,
  type StaticSite,
} from '../support/deploy';
import { settled } from '../support/pages';

// The promise of the architecture, as a test: a team adds or removes a page by building and
// redeploying its remote alone. The shell's deployed files stay byte for byte the same, and the
// page appears (or goes) through the shell on the next page load.

const NEW_PAGE = `export default function ReleaseNotesPage() {
  return (
    <section className="bw-container">
      <h1>Release notes</h1>
      <p data-testid="release-notes">Shipped by the blog team alone.</p>
    </section>
  );
}
`;
const NEW_ROUTE = `  {
    path: '/release-notes',
    page: () => import('./pages/release-notes-page'),
    title: 'Release notes',
    description: 'What changed on the Brightwave blog.',
  },
`;

let browser: Browser;
let site: StaticSite;
let builds: string;

beforeAll(async () => {
  builds = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-independence-'));
  [browser, site] = await Promise.all([launchChromium(), deployStaticSite()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  fs.rmSync(builds, { recursive: true, force: true });
  fs.rmSync(path.join(__dirname, '../.tmp/mfe-blog-independence'), {
    recursive: true,
    force: true,
  });
});

async function open(url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(site.url + url);
  await settled(page);
  return page;
}

/** The site frame around whatever main shows. */
async function expectShellFrame(page: Page) {
  await expect(page.locator('header nav[aria-label="Main"]').isVisible()).resolves.toBe(true);
  await expect(page.locator('footer').textContent()).resolves.toContain('2025');
  await expect(page.locator('button[aria-label="Open chat"]').isVisible()).resolves.toBe(true);
}

it('adds a page, then removes it, by redeploying the blog remote alone', async () => {
  const shellBefore = hashFolder(site.folder('shell'));
  expect(Object.keys(shellBefore)).toEqual(expect.arrayContaining(['index.html']));

  // Before: nobody serves the path.
  let page = await open('/release-notes');
  await expect(page.locator('main h1').textContent()).resolves.toBe('Page not found');
  await page.close();

  // The blog team adds a page: a component and one entry in its routes file.
  const project = copyApp('mfe-blog', 'mfe-blog-independence');
  fs.writeFileSync(path.join(project, 'src/pages/release-notes-page.tsx'), NEW_PAGE);
  const routesFile = path.join(project, 'src/routes.ts');
  const routes = fs.readFileSync(routesFile, 'utf8');
  expect(routes).toContain('export default defineRoutes([\n');
  fs.writeFileSync(
    routesFile,
    routes.replace(
      'export default defineRoutes([\n',
      `export default defineRoutes([\n${NEW_ROUTE}`,
    ),
  );
  buildApp(project, path.join(builds, 'added'));
  site.redeploy('blog', path.join(builds, 'added'));

  page = await open('/release-notes');
  await expect(page.getByTestId('release-notes').textContent()).resolves.toBe(
    'Shipped by the blog team alone.',
  );
  await expect(page.title()).resolves.toBe('Release notes | Brightwave Technologies');
  await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(
    'What changed on the Brightwave blog.',
  );
  await expectShellFrame(page);
  // The chat button opens the chat remote's panel over the new page.
  await page.getByRole('button', { name: 'Open chat' }).click();
  await page.getByRole('dialog', { name: 'Chat' }).locator('h2').waitFor();
  await page.close();
  // The blog's other pages are still there.
  page = await open('/blog');
  await expect(page.locator('main h1').textContent()).resolves.not.toBe('Page not found');
  await expect(page.locator('main').textContent()).resolves.not.toContain('Loading chunk failed');
  await page.close();

  // The blog team removes it again.
  fs.writeFileSync(routesFile, routes);
  fs.rmSync(path.join(project, 'src/pages/release-notes-page.tsx'));
  buildApp(project, path.join(builds, 'removed'));
  site.redeploy('blog', path.join(builds, 'removed'));

  page = await open('/release-notes');
  await expect(page.locator('main h1').textContent()).resolves.toBe('Page not found');
  await expectShellFrame(page);
  await page.close();

  expect(hashFolder(site.folder('shell'))).toEqual(shellBefore);
}, 600_000);
