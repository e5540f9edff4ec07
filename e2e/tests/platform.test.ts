import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { buildApp, copyApp } from '../support/deploy';
import { saveScreenshot } from '../support/live-site';
import { settled } from '../support/pages';
import { reusedPages } from '../support/reused-pages';
import { publishedRoutes, repoRoot, startSite, type Site } from '../support/site';

const adminUser = {
  id: 'admin-1',
  name: 'Ada Admin',
  email: 'ada@example.com',
  token: 'not-a-real-token',
  avatar: '',
  admin: true,
  author: true,
};

let browser: Browser;
let site: Site;

beforeAll(async () => {
  browser = await launchChromium();
  site = await startSite();
});

afterAll(async () => {
  await site?.close();
  await browser?.close();
});

async function newPage(width = 1280, user?: object): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  if (user) {
    await context.addInitScript(
      (stored) => localStorage.setItem('user', stored),
      JSON.stringify(user),
    );
  }
  return context.newPage();
}

describe('every route the remotes publish renders through the shell', () => {
  const routes = publishedRoutes().map(({ route }) => ({
    url: route.path.replace(/:\w+/g, 'demo-id'),
    access: route.access,
  }));

  // One page for visitors and one for an admin: every route is a real load of its document,
  // with the site's scripts already in the browser's cache.
  const pages = reusedPages((signedIn: boolean) => newPage(1280, signedIn ? adminUser : undefined));
  afterAll(() => pages.close());

  it.each(routes)('$url', async ({ url: routePath, access }) => {
    const { page, errors } = await pages.load(access !== 'public', site.url + routePath);
    await settled(page);
    const main = page.locator('main');
    await expect(main.textContent()).resolves.not.toMatch(
      /Loading chunk failed|Unexpected Application Error!/,
    );
    await expect(page.locator('header nav[aria-label="Main"]').isVisible()).resolves.toBe(true);
    await expect(page.locator('footer').textContent()).resolves.toContain('2025');
    await expect(page.title()).resolves.toContain('Brightwave Technologies');
    await expect(page.locator('button[aria-label="Open chat"]').isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('keeps admin pages from visitors who are not admins', async () => {
    const page = await newPage();
    await page.goto(`${site.url}/authorsRequest`);
    await expect(page.locator('main h1').textContent()).resolves.toBe('Please sign in');
    await page.context().close();
  });

  it('shows a designed not-found page with a way home for an unknown route', async () => {
    const page = await newPage();
    const response = await page.goto(`${site.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('main h1').textContent()).resolves.toBe('Page not found');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(`${site.url}/`);
    await page.context().close();
  });
});

describe('shared singletons', () => {
  const REACT_DOM_MARKER = '__reactContainer$';

  it('downloads React DOM once while pages of every remote are shown', async () => {
    const page = await newPage(1280, adminUser);
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
    });
    await page.goto(`${site.url}/`);
    await settled(page);
    for (const link of ['/blog', '/authorsRequest', '/about']) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, link);
      await settled(page);
    }
    await page.getByRole('button', { name: 'Open chat' }).click();
    await page.getByRole('dialog', { name: 'Chat' }).locator('h2').waitFor();
    await page.waitForLoadState('networkidle');

    const origins = new Set(scripts.map((script) => new URL(script.url).port));
    expect(origins.size).toBeGreaterThanOrEqual(5); // the shell and all four remotes sent code
    const withReactDom = scripts.filter((script) => script.body.includes(REACT_DOM_MARKER));
    expect(withReactDom.map((script) => script.url)).toHaveLength(1);
    expect(new URL(withReactDom[0]!.url).origin).toBe(site.url);

    // The check could fail: every remote ships its own fallback copy, which was not downloaded.
    const blogDist = path.join(repoRoot, 'mfe-blog/dist');
    const fallback = fs
      .readdirSync(blogDist)
      .filter((file) => file.endsWith('.js'))
      .some((file) =>
        fs.readFileSync(path.join(blogDist, file), 'utf8').includes(REACT_DOM_MARKER),
      );
    expect(fallback).toBe(true);
    await page.context().close();
  });
});

describe('a remote that cannot load', () => {
  afterEach(async () => {
    await site.startRemote('blog');
  });

  it('shows "Loading chunk failed" in its slot while the rest works, and Retry recovers', async () => {
    await site.stopRemote('blog');
    const page = await newPage();
    await page.goto(`${site.url}/blog`);
    const failed = page.getByText('Loading chunk failed');
    await failed.waitFor();
    // The blog's route list is missing too: an honest failure, not a misleading 404.
    await expect(page.getByText('Page not found').count()).resolves.toBe(0);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    // Header, footer and the chat button keep working.
    await expect(
      page.locator('footer').getByRole('link', { name: 'About' }).isVisible(),
    ).resolves.toBe(true);
    await page.getByRole('button', { name: 'Open chat' }).click();
    await page.getByRole('dialog', { name: 'Chat' }).locator('h2').waitFor();
    await page.getByRole('button', { name: 'Close chat' }).first().click();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await settled(page);
    await expect(page.locator('main').textContent()).resolves.not.toContain('Loading chunk failed');

    await page.goBack();
    await failed.waitFor();
    await page.getByRole('button', { name: 'Retry' }).click();
    await failed.waitFor(); // still down: still honest
    await site.startRemote('blog');
    await page.getByRole('button', { name: 'Retry' }).click();
    await settled(page);
    await expect(page.locator('main').textContent()).resolves.not.toContain('Loading chunk failed');
    // Recovered without a page reload.
    await expect(
      page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).resolves.toBe(true);
    await page.context().close();
  });
});

describe('a remote whose remoteEntry.js does not arrive (its manifest does)', () => {
  it('shows "Loading chunk failed" in the page\'s slot, and Retry loads it once it arrives', async () => {
    const page = await newPage();
    const remoteEntry = new URL('remoteEntry.js', site.remoteUrl('blog')).href;
    let blocked = true;
    const refused: string[] = [];
    await page.route(remoteEntry, async (route) => {
      if (!blocked) return route.continue();
      refused.push(route.request().url());
      return route.abort('connectionrefused');
    });
    await page.goto(`${site.url}/blog`);
    const failed = page.getByText('Loading chunk failed');
    await failed.waitFor();
    expect(refused.length).toBeGreaterThan(0);

    blocked = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await settled(page);
    await expect(page.locator('main').textContent()).resolves.not.toContain('Loading chunk failed');
    await expect(page.locator('main h1').textContent()).resolves.toBeTruthy();
    await page.context().close();
  });
});

describe('deploying one remote alone', () => {
  const copy = path.join(repoRoot, 'e2e/.tmp/mfe-chat-redeploy');

  afterAll(async () => {
    await site.startRemote('chat');
    fs.rmSync(copy, { recursive: true, force: true });
  });

  it('shows the rebuilt remote on reload while the shell is untouched', async () => {
    // Build a changed copy of the chat remote: its exposed panel gains a visible banner.
    copyApp('mfe-chat', path.basename(copy));
    const config = fs.readFileSync(path.join(copy, 'webpack.config.js'), 'utf8');
    const original = /'\.\/ChatPanel': '\.\/src\/([\w/-]+)\.tsx'/.exec(config)![1]!;
    fs.writeFileSync(
      path.join(copy, 'src/redeployed-panel.tsx'),
      `import Panel from './${original}';\n` +
        `export default function Redeployed(props: Parameters<typeof Panel>[0]) {\n` +
        `  return (<><p data-testid="redeployed">Redeployed build 2</p><Panel {...props} /></>);\n}\n`,
    );
    fs.writeFileSync(
      path.join(copy, 'webpack.config.js'),
      config.replace(`./src/${original}.tsx`, './src/redeployed-panel.tsx'),
    );
    const shellBefore = fs.readdirSync(path.join(repoRoot, 'shell/dist')).sort();
    const page = await newPage();
    const shellScripts = async () => {
      const html = await (await fetch(site.url + '/')).text();
      return html.match(/main\.[0-9a-f]{8}\.js/)?.[0];
    };
    const shellMainBefore = await shellScripts();
    await page.goto(`${site.url}/`);
    await page.getByRole('button', { name: 'Open chat' }).click();
    await page.getByRole('dialog', { name: 'Chat' }).locator('h2').waitFor();
    await expect(page.getByTestId('redeployed').count()).resolves.toBe(0);

    buildApp(copy, path.join(copy, 'dist'));
    await site.startRemote('chat', path.join(copy, 'dist'));

    await page.reload();
    await page.getByRole('button', { name: 'Open chat' }).click();
    await page.getByTestId('redeployed').waitFor();
    await expect(
      page.getByRole('dialog', { name: 'Chat' }).locator('h2').isVisible(),
    ).resolves.toBe(true);
    expect(await shellScripts()).toBe(shellMainBefore);
    expect(fs.readdirSync(path.join(repoRoot, 'shell/dist')).sort()).toEqual(shellBefore);
    await page.context().close();
  });
});

describe('header in a real browser', () => {
  it('at 1280 px: inline links, hover dropdown, no hamburger', async () => {
    const page = await newPage(1280);
    await page.goto(`${site.url}/about`);
    await settled(page);
    await expect(page.getByRole('button', { name: 'Open menu' }).isVisible()).resolves.toBe(false);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(
      nav.getByRole('link', { name: 'About' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await nav.getByRole('button', { name: 'Services' }).hover();
    await nav.getByRole('menuitem', { name: 'Web Development' }).waitFor();
    await saveScreenshot(page, 'header-1280');
    await nav.getByRole('menuitem', { name: 'Web Development' }).click();
    await page.waitForURL(`${site.url}/services/web-development`);
    await settled(page);
    // Scrolls until the page is tall enough (its content may still be arriving).
    await page.waitForFunction(() => {
      window.scrollTo(0, 600);
      return document.querySelector('header')?.dataset.scrolled === 'true';
    });
    await page.context().close();
  });

  it('at 375 px: hamburger menu that closes on navigation, no horizontal scroll', async () => {
    const page = await newPage(375);
    await page.goto(`${site.url}/`);
    await settled(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav.isVisible()).resolves.toBe(true);
    await nav.getByRole('button', { name: 'Services' }).click();
    await nav.getByRole('menuitem', { name: 'Mobile Apps' }).waitFor();
    await saveScreenshot(page, 'header-375');
    await nav.getByRole('menuitem', { name: 'Mobile Apps' }).click();
    await page.waitForURL(`${site.url}/services/mobile-development`);
    await nav.waitFor({ state: 'hidden' });
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth),
    ).resolves.toBeLessThanOrEqual(375);
    await page.context().close();
  });
});
