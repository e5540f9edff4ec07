import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { TEXTS } from '@brightwave/contracts';
import { launchChromium } from '../support/browser';
import { startApiRelay, type ApiRelay } from '../support/marketing';
import { settled } from '../support/pages';
import { repoRoot, startApi, startSite, type ApiProcess, type Site } from '../support/site';

// The blog in Chromium against the built site and API: an admin (who may write) writes a
// formatted post with a cover and an inline image, saves a draft, reloads and restores the
// browser's copy, publishes, finds it on /blog and its page, likes and unlikes it; a visitor's
// like leads to /login and back.

const artifacts = path.join(repoRoot, '.artifacts/screenshots');
const WRITER = { email: 'writer-admin@brightwave.example', password: 'writer-password-2025' };
const TITLE = 'Chromium wrote this post';

let browser: Browser;
let site: Site;
let api: ApiProcess;
let relay: ApiRelay;
const files: Record<string, string> = {};

beforeAll(async () => {
  fs.mkdirSync(artifacts, { recursive: true });
  relay = await startApiRelay();
  site = await startSite({ apiUrl: relay.url });
  [browser, api] = await Promise.all([
    launchChromium(),
    startApi({
      CORS_ORIGINS: site.url,
      SITE_URL: site.url,
      ADMIN_EMAIL: WRITER.email,
      ADMIN_PASSWORD: WRITER.password,
    }),
  ]);
  relay.target = api.url;
  for (const [name, color] of [
    ['cover.png', '#2563eb'],
    ['inline.jpg', '#16a34a'],
  ] as const) {
    const file = path.join(api.dataDir, name);
    await sharp({ create: { width: 1400, height: 800, channels: 3, background: color } })
      .toFormat(name.endsWith('.png') ? 'png' : 'jpeg')
      .toFile(file);
    files[name] = file;
  }
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await relay?.close();
  await api?.stop();
});

async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: path.join(artifacts, `blog-${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

it('an author writes, saves a draft, restores, publishes, finds, likes and unlikes a post', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${site.url}/login?next=%2Fblogform`);
  await settled(page);
  await page.getByLabel('Email').fill(WRITER.email);
  await page.getByLabel('Password', { exact: true }).fill(WRITER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${site.url}/blogform`);
  await settled(page);

  await page.locator('input[type="file"][aria-describedby]').setInputFiles(files['cover.png']!);
  await page.getByRole('img', { name: 'Cover preview' }).waitFor();
  await page.getByLabel('Title').fill(TITLE);
  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.getByRole('button', { name: 'Heading 2' }).click();
  await page.keyboard.type('Why it matters');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Heading 2' }).click();
  await page.keyboard.type('Plain text and ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('bold words');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('.');
  await page.getByLabel('Image file').setInputFiles(files['inline.jpg']!);
  await editor.locator('img[alt="inline"]').waitFor();
  await page.getByLabel('Tags').selectOption('Technology');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await screenshots(page, 'editor');

  await page.getByRole('button', { name: 'Save Draft' }).click();
  await page.getByText('Draft saved. Only you can see it.').waitFor();

  // Leave and come back: the browser's copy is offered.
  await page.reload();
  await settled(page);
  await page.getByRole('region', { name: 'Unsaved writing' }).waitFor();
  await page.getByRole('button', { name: 'Restore' }).click();
  expect(await page.getByLabel('Title').inputValue()).toBe(TITLE);
  await editor.locator('strong', { hasText: 'bold words' }).waitFor();
  await page.getByRole('button', { name: 'Publish Now' }).click();
  await page.getByRole('dialog', { name: TEXTS.blogs.published }).waitFor();
  await page.waitForURL(`${site.url}/blog`, { timeout: 15_000 });
  await settled(page);

  // The search goes to the API (?q=) once typing pauses, and into the page's URL.
  const listAnswer = (q: string | null) =>
    page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/getblogs' && url.searchParams.get('q') === q;
    });
  const searched = listAnswer('CHROMIUM');
  await page.getByLabel('Search by title').fill('CHROMIUM');
  await searched;
  expect(page.url()).toBe(`${site.url}/blog?q=CHROMIUM`);
  const card = page.getByRole('article').filter({ hasText: TITLE });
  await card.waitFor();
  expect(await page.getByRole('article').count()).toBe(1);
  const cleared = listAnswer(null);
  await page.getByLabel('Search by title').fill('');
  await cleared;
  expect(page.url()).toBe(`${site.url}/blog`);
  await card.waitFor();
  await screenshots(page, 'list');
  await card.getByRole('link', { name: TITLE }).click();
  await page.waitForURL(/\/blogDetails\/[a-f\d]{24}$/);
  await settled(page);
  await page.getByRole('heading', { level: 2, name: 'Why it matters' }).waitFor();
  expect(await page.locator('article strong', { hasText: 'bold words' }).count()).toBe(1);
  expect(await page.title()).toBe(`${TITLE} | Brightwave Technologies`);
  const inline = page.locator('article img[alt="inline"]');
  expect(await inline.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('button', { name: /^Like/ }).click();
  await page.getByRole('button', { name: /^Liked/ }).waitFor();
  expect(await page.getByRole('button', { name: /^Liked/ }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  await screenshots(page, 'detail');
  await page.getByRole('button', { name: /^Liked/ }).click();
  await page.getByRole('button', { name: /^Like\b/ }).waitFor();

  // A visitor's like goes to sign in, which brings them back.
  const visitor = await browser.newPage();
  await visitor.goto(page.url());
  await settled(visitor);
  await visitor.getByRole('button', { name: /^Like/ }).click();
  await visitor.waitForURL(/\/login\?next=%2FblogDetails%2F/);
  await settled(visitor);
  await visitor.getByLabel('Email').fill(WRITER.email);
  await visitor.getByLabel('Password', { exact: true }).fill(WRITER.password);
  await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
  await visitor.waitForURL(page.url());
  await context.close();
  await visitor.close();
});
