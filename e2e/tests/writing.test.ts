import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { TEXTS } from '@brightwave/contracts';
import { seriousViolations } from '../support/axe';
import { apiSession, callApi, pageSignedIn } from '../support/api-session';
import { saveScreenshot, useLiveSite } from '../support/live-site';
import { settled } from '../support/pages';

// Writing as a new author would, in Chromium against the built site and API, at a phone's width
// and a desktop's: a visitor's Create blog leads to Sign in, which says why and comes back; the
// post is written with the keyboard and Markdown shortcuts alone (headings, a list, a quote,
// bold), previewed, published and opened from the success message, where its author sees Edit.
// axe finds no serious violation on the editor, the preview and the application status screen.

const WRITER = { email: 'keyboard-writer@brightwave.example', password: 'writer-password-2025' };
const APPLICANT = { email: 'applicant@brightwave.example', password: 'applicant-password-2025' };

const live = useLiveSite({
  apiEnv: (site) => ({
    SITE_URL: site.url,
    ADMIN_EMAIL: WRITER.email,
    ADMIN_PASSWORD: WRITER.password,
  }),
});
let cover = '';

beforeAll(async () => {
  cover = path.join(live.api.dataDir, 'writing-cover.png');
  await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#7c3aed' } })
    .png()
    .toFile(cover);
});

async function expectNoSeriousViolations(page: Page, label: string) {
  expect(await seriousViolations(page, label)).toEqual([]);
}

describe.each([375, 1280])('writing a post at %i px', (width) => {
  let page: Page;
  const title = `Written by keyboard at ${width} px`;

  beforeAll(async () => {
    const context = await live.browser.newContext({ viewport: { width, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('a visitor sent to Sign in is told why, and comes back to the editor', async () => {
    await page.goto(`${live.site.url}/blogform`);
    await page.waitForURL(/\/login\?next=%2Fblogform$/);
    await settled(page);
    await expect(page.getByText('Sign in to write a blog.').isVisible()).resolves.toBe(true);
    await page.getByLabel('Email').fill(WRITER.email);
    await page.getByLabel('Password', { exact: true }).fill(WRITER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${live.site.url}/blogform`);
    await page.getByRole('textbox', { name: 'Content' }).waitFor();
  });

  it('writes headings, a list, a quote and bold with the keyboard and shortcuts alone', async () => {
    await page.locator('input[type="file"][accept="image/*"]').first().setInputFiles(cover);
    await page.getByLabel('Title', { exact: true }).fill(title);
    const content = page.getByRole('textbox', { name: 'Content' });
    await content.focus();
    const keyboard = page.keyboard;
    // Enter at the end of a heading starts a paragraph: no heading runs on.
    await keyboard.type('# A heading typed with a hash');
    await keyboard.press('Enter');
    await keyboard.type('An opening paragraph with a **bold** word.');
    await keyboard.press('Enter');
    await keyboard.type('## What we learned');
    await keyboard.press('Enter');
    await keyboard.type('- First point');
    await keyboard.press('Enter');
    await keyboard.type('Second point');
    await keyboard.press('Enter');
    // Enter on the empty item leaves the list.
    await keyboard.press('Enter');
    await keyboard.type('> Words worth quoting');
    await keyboard.press('Enter');
    await keyboard.type('The last paragraph.');
    await expect(content.textContent()).resolves.toContain('The last paragraph.');
    const shape = await content.evaluate((node) =>
      Array.from(node.children).map((child) =>
        child.tagName === 'UL'
          ? `UL(${Array.from(child.children)
              .map((item) => item.textContent)
              .join('|')})`
          : `${child.tagName}:${child.textContent?.replace(/\uFEFF/g, '')}`,
      ),
    );
    expect(shape).toEqual([
      'H1:A heading typed with a hash',
      'P:An opening paragraph with a bold word.',
      'H2:What we learned',
      'UL(First point|Second point)',
      'BLOCKQUOTE:Words worth quoting',
      'P:The last paragraph.',
    ]);
    await expect(content.locator('strong').textContent()).resolves.toBe('bold');
    await expectNoSeriousViolations(page, `editor at ${width} px`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, `writing-editor-${width}`, { fullPage: true });
  });

  it('previews the post as readers will see it, at phone and desktop width', async () => {
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.waitFor();
    await expect(preview.getByRole('heading', { level: 1, name: title }).isVisible()).resolves.toBe(
      true,
    );
    await expect(
      preview.getByRole('heading', { level: 2, name: 'What we learned' }).isVisible(),
    ).resolves.toBe(true);
    await expect(preview.locator('blockquote').textContent()).resolves.toBe('Words worth quoting');
    // The form is out of the way (and out of the keyboard's way) meanwhile.
    await expect(page.getByRole('textbox', { name: 'Content' }).isVisible()).resolves.toBe(false);
    await preview.getByRole('button', { name: 'Phone' }).click();
    const frame = await preview.locator('article').boundingBox();
    expect(frame!.width).toBeLessThanOrEqual(375);
    await expectNoSeriousViolations(page, `preview at ${width} px`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, `writing-preview-${width}`, { fullPage: true });
    await preview.getByRole('button', { name: 'Back to editing' }).click();
    await page.getByRole('textbox', { name: 'Content' }).waitFor();
  });

  it('publishes, and opens the live post from the success message, with Edit for its author', async () => {
    await page.getByRole('button', { name: 'Publish Now' }).click();
    const dialog = page.getByRole('dialog', { name: TEXTS.blogs.published });
    await dialog.waitFor();
    await dialog.getByRole('link', { name: 'Open your post' }).click();
    await page.waitForURL(/\/blogDetails\/[a-f\d]{24}$/);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: title }).isVisible()).resolves.toBe(
      true,
    );
    const article = page.locator('article');
    await expect(
      article.getByRole('heading', { level: 2, name: 'What we learned' }).isVisible(),
    ).resolves.toBe(true);
    // The post's own list (the related posts below are a list too).
    const list = article.locator('ul', { has: page.getByText('First point', { exact: true }) });
    await expect(list.locator('li').allTextContents()).resolves.toEqual([
      'First point',
      'Second point',
    ]);
    await expect(article.locator('blockquote').textContent()).resolves.toBe('Words worth quoting');
    await expect(
      page.getByRole('link', { name: 'Edit', exact: true }).getAttribute('href'),
    ).resolves.toMatch(/^\/editblog\/[a-f\d]{24}$/);
  });
});

describe('a user whose author application is pending', () => {
  let page: Page;

  beforeAll(async () => {
    await callApi(live, '/register', {
      method: 'POST',
      body: JSON.stringify({
        username: 'Ada Applicant',
        email: APPLICANT.email,
        password: APPLICANT.password,
        admin: false,
        author: false,
      }),
    });
    const session = await apiSession(live, APPLICANT);
    await callApi(live, '/api/save-data', {
      method: 'POST',
      token: session.token,
      body: JSON.stringify({
        name: 'Ada Applicant',
        email: APPLICANT.email,
        description: 'I write about testing.',
      }),
    });
    page = await pageSignedIn(live, APPLICANT);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it.each(['/blogform', '/yourBlogs'])('sees its status and date on %s', async (route) => {
    const today = new Date().toLocaleDateString('en-US', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(live.site.url + route);
      await settled(page);
      await page.getByText(TEXTS.authorRequest.pending).waitFor();
      await expect(page.getByText(`Pending Review, sent on ${today}.`).isVisible()).resolves.toBe(
        true,
      );
      await expect(
        page.getByRole('link', { name: 'Back to the blog' }).getAttribute('href'),
      ).resolves.toBe('/blog');
      await expectNoSeriousViolations(page, `${route} status at ${width} px`);
      await saveScreenshot(page, `writing-status${route.replace('/', '-')}-${width}`, {
        fullPage: true,
      });
    }
  });
});
