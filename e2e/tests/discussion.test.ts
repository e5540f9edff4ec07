import type { Blog, LoginResponse } from '@brightwave/contracts';
import type { Locator, Page } from 'playwright-core';
import { saveScreenshot, useLiveSite } from '../support/live-site';
import { settled } from '../support/pages';

// A post's comments: two people in two browsers hold the discussion under a post, a visitor
// looks on, and the comment section page (/CommentSection/{id}) is used; Chromium against the
// built site and the built API with its own database (demo accounts and sample posts on).

const live = useLiveSite({ apiEnv: () => ({ DEMO_ACCOUNTS: 'true' }) });
let blog: Blog;

type Session = LoginResponse['user'] & { token: string };

beforeAll(async () => {
  const blogs = (await (await fetch(`${live.api.url}/getblogs`)).json()) as Blog[];
  blog = blogs[0]!;
});

/** A new account, registered and signed in through the API, as the site stores it. */
async function account(name: string): Promise<Session> {
  const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
  const password = 'a-long-password';
  const post = (route: string, body: object) =>
    fetch(live.api.url + route, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/register', {
    username: name,
    email,
    password,
    admin: false,
    author: false,
  });
  expect(registered.status).toBe(201);
  const login = (await (await post('/login', { email, password })).json()) as LoginResponse;
  return { ...login.user, token: login.token };
}

/** A browser of its own (own storage), signed in as `user` or a visitor. */
async function browse(route: string, user?: Session, width = 1280): Promise<Page> {
  const context = await live.browser.newContext({ viewport: { width, height: 900 } });
  if (user) {
    await context.addInitScript((stored) => {
      if (!localStorage.getItem('user')) localStorage.setItem('user', stored);
    }, JSON.stringify(user));
  }
  const page = await context.newPage();
  await page.goto(live.site.url + route);
  await settled(page);
  return page;
}

/** A comment written through the API, as if in another browser earlier. */
async function commentAs(user: Session, text: string): Promise<void> {
  const response = await fetch(`${live.api.url}/api/blogcomments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.token}` },
    body: JSON.stringify({ text, blogId: blog._id }),
  });
  expect(response.status).toBe(201);
}

const entry = (page: Page, label: string) => page.getByRole('article', { name: label });
const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });

async function reload(page: Page) {
  await page.reload();
  await settled(page);
}

describe('the discussion under a post', () => {
  it('lets two people hold a threaded discussion: reply to a reply, like, edit, delete', async () => {
    const [alice, bob] = await Promise.all([account('Alice'), account('Bob')]);
    const route = `/blogDetails/${blog._id}`;
    const a = await browse(route, alice);
    const b = await browse(route, bob);
    const section = (page: Page) => page.locator('section#discussion');

    // Alice opens the discussion.
    await expect(
      section(a)
        .getByText(/Be the first to share what you think!/)
        .isVisible(),
    ).resolves.toBe(true);
    await a.getByPlaceholder('Share your thoughts...').fill('Does this scale past one region?');
    await button(a, 'Post Comment').click();
    await entry(a, 'Comment by Alice').waitFor();

    // Bob sees it, likes it and answers.
    await reload(b);
    const aliceComment = entry(b, 'Comment by Alice');
    await button(aliceComment, 'Like').click();
    await button(aliceComment, 'Liked').waitFor();
    await expect(button(aliceComment, 'Liked').isDisabled()).resolves.toBe(true);
    await button(aliceComment, 'Reply').click();
    await expect(b.getByText('Replying to Alice').isVisible()).resolves.toBe(true);
    await b
      .getByPlaceholder('Write your reply to Alice...')
      .fill('Yes: replicas in three regions.');
    await button(b, 'Post Reply').click();
    await entry(b, 'Reply by Bob').waitFor();

    // Alice answers Bob's reply and corrects her comment.
    await reload(a);
    await expect(entry(a, 'Comment by Alice').getByText('1 like').isVisible()).resolves.toBe(true);
    await button(entry(a, 'Reply by Bob'), 'Reply').click();
    await a.getByPlaceholder('Write your reply to Bob...').fill('Thanks, that answers it.');
    await button(a, 'Post Reply').click();
    const nested = entry(a, 'Reply by Alice');
    await nested.waitFor();
    await expect(nested.locator('xpath=..').getAttribute('data-depth')).resolves.toBe('3');
    await button(entry(a, 'Comment by Alice'), 'Edit').click();
    await expect(a.getByText('Editing your comment').isVisible()).resolves.toBe(true);
    await a.getByPlaceholder('Edit your comment...').fill('Does this scale past one region? (EU)');
    await button(a, 'Update Comment').click();
    await entry(a, 'Comment by Alice').getByText('(EU)').waitFor();
    await expect(
      section(a).getByRole('heading', { name: 'Discussion (3)' }).isVisible(),
    ).resolves.toBe(true);
    await saveScreenshot(a, 'discussion-1280', { fullPage: true });

    // Bob sees the edit, cannot edit Alice's words, and deletes his reply with its answer.
    await reload(b);
    await entry(b, 'Comment by Alice').getByText('(EU)').waitFor();
    await expect(button(entry(b, 'Comment by Alice'), 'Edit').count()).resolves.toBe(0);
    await expect(button(entry(b, 'Comment by Alice'), 'Delete').count()).resolves.toBe(0);
    await button(entry(b, 'Reply by Bob'), 'Delete').click();
    const dialog = b.getByRole('dialog', { name: 'Delete this reply?' });
    await button(dialog, 'Delete').click();
    await entry(b, 'Reply by Bob').waitFor({ state: 'detached' });
    await expect(entry(b, 'Reply by Alice').count()).resolves.toBe(0);
    await expect(
      section(b).getByRole('heading', { name: 'Discussion (1)' }).isVisible(),
    ).resolves.toBe(true);

    const phone = await browse(route, alice, 375);
    await section(phone).scrollIntoViewIfNeeded();
    await saveScreenshot(phone, 'discussion-375', { fullPage: true });
    await Promise.all([a, b, phone].map((page) => page.context().close()));
  });

  it('shows a visitor the thread with disabled controls and a way to log in', async () => {
    await commentAs(await account('Erin'), 'Visitors may read this.');
    const page = await browse(`/blogDetails/${blog._id}`);
    const comment = entry(page, 'Comment by Erin');
    await comment.waitFor();
    await expect(button(comment, 'Login to like').isDisabled()).resolves.toBe(true);
    await expect(button(comment, 'Login to reply').isDisabled()).resolves.toBe(true);
    await expect(page.getByText('Please login to join the discussion').isVisible()).resolves.toBe(
      true,
    );
    await expect(page.locator('section#discussion textarea').count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(/\/login\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/blogDetails/${blog._id}`);
    await page.context().close();
  });
});

describe('the comment section page', () => {
  it('adds a comment, likes it once and edits it', async () => {
    const [carol, dan] = await Promise.all([account('Carol'), account('Dan')]);
    await commentAs(dan, 'Not yours to edit.');
    const route = `/CommentSection/${blog._id}`;
    const page = await browse(route, carol);
    // The title arrives with the post: until then the heading says "Loading…" (no spinner, so
    // settled() does not wait for it).
    await page.getByRole('heading', { level: 1, name: blog.title, exact: true }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(blog.title);
    await page.getByRole('textbox', { name: 'Add a comment' }).fill('Read it twice, worth it.');
    await button(page, 'Add Comment').click();
    const mine = entry(page, 'Comment by Carol');
    await mine.waitFor();

    await button(mine, 'Like').click();
    await mine.getByText('1 like').waitFor();
    await reload(page);
    await expect(button(entry(page, 'Comment by Carol'), 'Liked').isDisabled()).resolves.toBe(true);
    const liked = await page.evaluate(() => localStorage.getItem('likedComments'));
    expect(JSON.parse(liked ?? '[]')).toHaveLength(1);

    await button(entry(page, 'Comment by Carol'), 'Edit').click();
    await page.getByRole('textbox', { name: 'Edit your comment' }).fill('Read it three times.');
    await button(page, 'Save').click();
    await entry(page, 'Comment by Carol').getByText('Read it three times.').waitFor();
    // Someone else's comment offers no edit or delete here.
    await expect(button(entry(page, 'Comment by Dan'), 'Edit').count()).resolves.toBe(0);
    await expect(button(entry(page, 'Comment by Dan'), 'Delete').count()).resolves.toBe(0);
    await saveScreenshot(page, 'comment-section-1280', { fullPage: true });

    const phone = await browse(route, carol, 375);
    await saveScreenshot(phone, 'comment-section-375', { fullPage: true });
    await Promise.all([page, phone].map((p) => p.context().close()));
  });
});
