import { API_PATHS, type AuthorProfile, type Blog } from '@brightwave/contracts';
import { makeImage } from '../../api/test/images';
import { seriousViolations } from '../support/axe';
import { apiSession, callApi, pageSignedIn, postForm } from '../support/api-session';
import { saveScreenshot, useLiveSite } from '../support/live-site';
import { settled } from '../support/pages';

// Author pages (/authors/{id}) and tag pages (/tags, /tags/{tag}) are rendered on the server from
// the API's answers: with scripts off they read (name, bio, posts, their own head tags) and link
// to their feeds; no e-mail address is in them; the sitemap lists them; axe finds nothing serious.

const WRITER = { email: 'pages-writer@brightwave.example', password: 'pages-writer-password-2025' };
const BIO = 'Writes about food, travel and software that gets out of the way.';

const live = useLiveSite({
  apiEnv: (site) => ({
    SITE_URL: site.url,
    ADMIN_EMAIL: WRITER.email,
    ADMIN_PASSWORD: WRITER.password,
  }),
});
let writer: AuthorProfile;
let food: Blog;
let travel: Blog;

beforeAll(async () => {
  const { token, user } = await apiSession(live, WRITER);
  writer = await callApi<AuthorProfile>(live, API_PATHS.authorBio(String(user.id)), {
    token,
    method: 'PUT',
    body: JSON.stringify({ bio: BIO }),
  });
  const cover = await makeImage('png', { width: 1200, height: 630 });
  const post = (title: string, tags: string) =>
    callApi<Blog>(live, API_PATHS.createBlog, {
      token,
      method: 'POST',
      body: postForm({ title, content: `<p>${title}: the words.</p>`, tags }, cover),
    });
  food = await post('Street food worth the queue', 'Food');
  travel = await post('Night trains across Europe', 'Travel');
});

/** The page as a browser without scripts gets it. */
async function withoutScripts(pathname: string) {
  const context = await live.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(live.site.url + pathname);
  return { page, context, status: response?.status(), html: (await response?.text()) ?? '' };
}

it('reads an author’s page without scripts: name, bio, posts, feed, own head, no e-mail', async () => {
  const { page, context, status, html } = await withoutScripts(`/authors/${writer.id}`);
  expect(status).toBe(200);
  await expect(page.locator('main h1').textContent()).resolves.toBe(writer.name);
  await expect(page.getByText(BIO).isVisible()).resolves.toBe(true);
  for (const post of [food, travel]) {
    await expect(page.getByRole('link', { name: post.title }).getAttribute('href')).resolves.toBe(
      `/blogDetails/${post._id}`,
    );
  }
  await expect(page.locator(`a[href$="${API_PATHS.authorRss(writer.id)}"]`).count()).resolves.toBe(
    1,
  );
  await expect(page.title()).resolves.toContain(writer.name);
  await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(BIO);
  await expect(page.getByRole('button', { name: 'Subscribe' }).count()).resolves.toBe(1);
  expect(html.toLowerCase()).not.toContain(WRITER.email);
  await context.close();
});

it('reads a tag’s page and the tag index without scripts, each post under its own tag', async () => {
  const tag = await withoutScripts('/tags/Food');
  expect(tag.status).toBe(200);
  await expect(tag.page.locator('main h1').textContent()).resolves.toBe('Food');
  await expect(tag.page.getByRole('link', { name: food.title }).count()).resolves.toBe(1);
  await expect(tag.page.getByRole('link', { name: travel.title }).count()).resolves.toBe(0);
  await expect(tag.page.title()).resolves.toContain('Food posts');
  await expect(tag.page.locator(`a[href$="${API_PATHS.tagRss('Food')}"]`).count()).resolves.toBe(1);
  await tag.context.close();

  const index = await withoutScripts('/tags');
  expect(index.status).toBe(200);
  await expect(
    index.page.getByRole('link', { name: /^Travel\s*1 post$/ }).getAttribute('href'),
  ).resolves.toBe('/tags/Travel');
  await index.context.close();

  const unknown = await withoutScripts('/tags/Gardening');
  await expect(unknown.page.getByText('No such tag').count()).resolves.toBeGreaterThan(0);
  await unknown.context.close();
});

it('links a post to its author’s page and its tags’ pages, and lists them in the sitemap', async () => {
  const post = await withoutScripts(`/blogDetails/${food._id}`);
  const authorLinks = post.page.locator(`main a[href="/authors/${writer.id}"]`);
  // The byline and the author card at the post's end.
  await expect(authorLinks.count()).resolves.toBeGreaterThanOrEqual(2);
  await expect(post.page.locator('main a[href="/tags/Food"]').count()).resolves.toBe(1);
  await post.context.close();

  const sitemap = await (await fetch(`${live.site.url}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${live.site.url}/authors/${writer.id}</loc>`);
  expect(sitemap).toContain(`${live.site.url}/tags/Food</loc>`);
  expect(sitemap).toContain(`${live.site.url}/tags</loc>`);
});

it('has no serious axe violation on the new pages, at 375 and 1280 px', async () => {
  const violations: string[] = [];
  for (const width of [375, 1280]) {
    const context = await live.browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    for (const [name, pathname] of [
      ['author', `/authors/${writer.id}`],
      ['tag', '/tags/Food'],
      ['tags', '/tags'],
      ['post', `/blogDetails/${food._id}`],
    ] as const) {
      await page.goto(live.site.url + pathname);
      await settled(page);
      await expect(page.locator('main h1').isVisible()).resolves.toBe(true);
      violations.push(...(await seriousViolations(page, `${name} ${width}`)));
      await saveScreenshot(page, `author-tag-${name}-${width}`, { fullPage: true });
    }
    await context.close();
  }
  expect(violations).toEqual([]);
});

it('lets the author edit their picture and bio on their own page, and shows no form to others', async () => {
  const visitor = await pageSignedIn(live);
  await visitor.goto(`${live.site.url}/authors/${writer.id}`);
  await settled(visitor);
  await expect(visitor.getByLabel('Your bio').count()).resolves.toBe(0);
  await expect(visitor.getByLabel('Your picture').count()).resolves.toBe(0);
  await visitor.context().close();

  const page = await pageSignedIn(live, WRITER);
  await page.goto(`${live.site.url}/authors/${writer.id}`);
  await settled(page);
  await expect(seriousViolations(page, 'author page, editing')).resolves.toEqual([]);
  const bio = 'Now mostly about trains.';
  await page.getByLabel('Your bio').fill(bio);
  await page.getByRole('button', { name: 'Save bio' }).click();
  await expect(page.getByText('Your bio is saved.').waitFor()).resolves.toBeUndefined();
  await expect(page.locator('main h1 ~ p').first().textContent()).resolves.toBe(bio);

  await page.getByLabel('Your picture').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await makeImage('jpeg', { width: 640, height: 480 }),
  });
  await expect(page.getByText('Your picture is saved.').waitFor()).resolves.toBeUndefined();
  const after = await callApi<AuthorProfile>(live, API_PATHS.author(writer.id));
  expect(after.bio).toBe(bio);
  expect(after.avatar).toMatch(/^\/media\//);
  // The heading's picture is the stored one, loaded from the API.
  const shown = page.locator(`main section img[src$="${after.avatar}"]`).first();
  await shown.waitFor();
  await expect(
    shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).resolves.toBe(true);
  await saveScreenshot(page, 'author-page-own');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByLabel('Your picture').scrollIntoViewIfNeeded();
  // Nothing of the owner's forms is wider than a phone.
  await expect(
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).resolves.toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'author-page-own-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The card at a post's end shows the picture and the bio as they are now.
  await page.goto(`${live.site.url}/blogDetails/${food._id}`);
  const card = page.getByRole('complementary', { name: 'About the author' });
  await card.locator(`img[src$="${after.avatar}"]`).waitFor();
  await expect(card.getByText(bio).count()).resolves.toBe(1);
  await card.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'post-author-card');
  await page.context().close();
});
