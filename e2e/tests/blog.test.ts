import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { TEXTS } from '@brightwave/contracts';
import { saveScreenshot, useLiveSite } from '../support/live-site';
import { settled } from '../support/pages';

// The blog in Chromium against the built site and API: an admin (who may write) writes a
// formatted post with a cover and an inline image, saves a draft, reloads and restores the
// browser's copy, publishes, finds it on /blog (with search) and its page, edits it from
// /yourBlogs, likes and unlikes it; a visitor's like leads to /login and back; the author
// deletes it from /yourBlogs and it is gone.

const WRITER = { email: 'writer-admin@brightwave.example', password: 'writer-password-2025' };
const TITLE = 'Chromium wrote this post';
const EDITED_TITLE = 'Chromium edited this post';
const ADDED_TEXT = 'A sentence added after publishing.';

const live = useLiveSite({
  apiEnv: (site) => ({
    SITE_URL: site.url,
    ADMIN_EMAIL: WRITER.email,
    ADMIN_PASSWORD: WRITER.password,
  }),
});
const files: Record<string, string> = {};

beforeAll(async () => {
  for (const [name, color] of [
    ['cover.png', '#2563eb'],
    ['inline.jpg', '#16a34a'],
  ] as const) {
    const file = path.join(live.api.dataDir, name);
    await sharp({ create: { width: 1400, height: 800, channels: 3, background: color } })
      .toFormat(name.endsWith('.png') ? 'png' : 'jpeg')
      .toFile(file);
    files[name] = file;
  }
});

async function screenshots(page: Page, name: string) {
  // From the top: a full-page shot taken scrolled down paints the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await saveScreenshot(page, `blog-${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signIn(page: Page) {
  await page.getByLabel('Email').fill(WRITER.email);
  await page.getByLabel('Password', { exact: true }).fill(WRITER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function open(page: Page, route: string) {
  await page.goto(live.site.url + route);
  await settled(page);
}

describe("an author's post, from the first draft to its deletion", () => {
  let page: Page;
  /** The post's page, /blogDetails/{id}. */
  let postUrl: string;

  beforeAll(async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('writes a formatted post with a cover and an inline image, saves a draft, restores and publishes it', async () => {
    await open(page, '/login?next=%2Fblogform');
    await signIn(page);
    await page.waitForURL(`${live.site.url}/blogform`);
    await settled(page);

    await page.getByLabel('Cover image').setInputFiles(files['cover.png']!);
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
    await editor.getByRole('img', { name: 'inline' }).waitFor();
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
    await editor.getByRole('strong').filter({ hasText: 'bold words' }).waitFor();
    await page.getByRole('button', { name: 'Publish Now' }).click();
    await page.getByRole('dialog', { name: TEXTS.blogs.published }).waitFor();
    await page.waitForURL(`${live.site.url}/blog`, { timeout: 15_000 });
    await settled(page);
  });

  it('finds it on /blog with the title search, and on its page', async () => {
    // The search goes to the API (?q=) once typing pauses, and into the page's URL.
    const listAnswer = (q: string | null) =>
      page.waitForResponse((response) => {
        const url = new URL(response.url());
        return url.pathname === '/getblogs' && url.searchParams.get('q') === q;
      });
    const searched = listAnswer('CHROMIUM');
    await page.getByLabel('Search by title').fill('CHROMIUM');
    await searched;
    expect(page.url()).toBe(`${live.site.url}/blog?q=CHROMIUM`);
    const card = page.getByRole('article').filter({ hasText: TITLE });
    await card.waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    const cleared = listAnswer(null);
    await page.getByLabel('Search by title').fill('');
    await cleared;
    expect(page.url()).toBe(`${live.site.url}/blog`);
    await card.waitFor();
    await screenshots(page, 'list');
    await card.getByRole('link', { name: TITLE }).click();
    await page.waitForURL(/\/blogDetails\/[a-f\d]{24}$/);
    await settled(page);
    postUrl = page.url();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Why it matters' }).waitFor();
    const article = page.getByRole('article');
    expect(await article.getByRole('strong').filter({ hasText: 'bold words' }).count()).toBe(1);
    expect(await page.title()).toBe(`${TITLE} | Brightwave Technologies`);
    const inline = article.getByRole('img', { name: 'inline' });
    expect(await inline.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  it('edits it from /yourBlogs: a new title and more text, shown on its page', async () => {
    await open(page, '/yourBlogs');
    await page.getByRole('link', { name: `Edit ${TITLE}` }).click();
    await page.waitForURL(`${live.site.url}/editblog/${postUrl.split('/').pop()}`);
    await settled(page);
    expect(await page.getByLabel('Title').inputValue()).toBe(TITLE);
    await page.getByLabel('Title').fill(EDITED_TITLE);
    const editor = page.getByRole('textbox', { name: 'Content' });
    await editor.getByRole('strong').filter({ hasText: 'bold words' }).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(ADDED_TEXT);
    await page.getByRole('button', { name: 'Update Post' }).click();
    await page.getByRole('dialog', { name: 'Blog Updated Successfully!' }).waitFor();
    await page.waitForURL(`${live.site.url}/yourBlogs`, { timeout: 15_000 });
    await settled(page);
    await page.getByRole('heading', { level: 2, name: EDITED_TITLE }).waitFor();
    expect(await page.getByRole('heading', { name: TITLE, exact: true }).count()).toBe(0);

    await open(page, new URL(postUrl).pathname);
    await page.getByRole('heading', { level: 1, name: EDITED_TITLE }).waitFor();
    await page.getByRole('article').getByText(ADDED_TEXT).waitFor();
    expect(await page.title()).toBe(`${EDITED_TITLE} | Brightwave Technologies`);
  });

  it('likes and unlikes it', async () => {
    await page.getByRole('button', { name: /^Like/ }).click();
    await page.getByRole('button', { name: /^Liked\s*1 like$/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Liked/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await screenshots(page, 'detail');
    await page.getByRole('button', { name: /^Liked/ }).click();
    await page.getByRole('button', { name: /^Like\s*0 likes$/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Like\b/ }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it("takes a visitor's like to sign in, which brings them back", async () => {
    const visitor = await live.browser.newPage();
    try {
      await open(visitor, new URL(postUrl).pathname);
      await visitor.getByRole('button', { name: /^Like/ }).click();
      await visitor.waitForURL(/\/login\?next=%2FblogDetails%2F/);
      await settled(visitor);
      await signIn(visitor);
      await visitor.waitForURL(postUrl);
      await settled(visitor);
      await visitor.getByRole('heading', { level: 1, name: EDITED_TITLE }).waitFor();
    } finally {
      await visitor.close();
    }
  });

  it('deletes it from /yourBlogs after the confirm dialog: gone from /blog, its page not found', async () => {
    await open(page, '/yourBlogs');
    await page.getByRole('button', { name: `Delete ${EDITED_TITLE}` }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Delete blog',
      description: TEXTS.blogs.confirmDelete,
      exact: true,
    });
    await dialog.waitFor();
    await screenshots(page, 'delete');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('heading', { name: EDITED_TITLE }).waitFor({ state: 'detached' });
    expect(await dialog.count()).toBe(0);

    await open(page, '/blog');
    await page.getByText('No blogs yet. Check back soon!').waitFor();
    expect(await page.getByRole('article').count()).toBe(0);

    await open(page, new URL(postUrl).pathname);
    await page.getByRole('heading', { level: 1, name: TEXTS.blogs.notFoundTitle }).waitFor();
    await page.getByText(TEXTS.blogs.notFoundText).waitFor();
  });
});
