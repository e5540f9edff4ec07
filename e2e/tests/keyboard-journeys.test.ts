import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { API_PATHS, TEXTS } from '@brightwave/contracts';
import { makeImage } from '../../api/test/images';
import { apiSession, callApi, pageSignedIn } from '../support/api-session';
import { focusStop } from '../support/axe';
import { useLiveSite } from '../support/live-site';
import { settled } from '../support/pages';

// Issue #27: the site's journeys with the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape,
// arrows and typing; never the mouse), every focus stop showing a ring. A reader registers and
// applies to become an author; an author writes and publishes a post with an image, comments on
// it and replies; an admin works a lead, grants a role and unpublishes the post. One page per
// person, navigating by address between the journeys' pages.

const live = useLiveSite({ apiEnv: () => ({ DEMO_ACCOUNTS: 'true' }) });
const AUTHOR = { email: 'author@brightwave.example', password: 'demo-author-2025' };
const ADMIN = { email: 'admin@brightwave.example', password: 'demo-admin-2025' };
const READER = { name: 'Kay Board', email: 'kay.board@example.com', password: 'kay-board-pass-1' };
const TITLE = 'Written with the keyboard alone';

const call = <T>(route: string, init?: RequestInit & { token?: string }) =>
  callApi<T>(live, route, init);

async function open(page: Page, route: string) {
  await page.goto(live.site.url + route);
  await settled(page);
}

/** Focus stops that showed no ring, across the test (each named once). */
const unringed = new Set<string>();

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus; every stop must show a ring. */
async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}) {
  await target.waitFor();
  await target.evaluate((element) => element.setAttribute('data-tab-target', ''));
  try {
    for (let press = 0; press < limit; press += 1) {
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      const stop = await focusStop(page, { marked: 'data-tab-target' });
      if (!stop.ringed && !stop.none) unringed.add(stop.what);
      if (stop.marked) return;
    }
    throw new Error(
      `${limit} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${String(target)}`,
    );
  } finally {
    await target.evaluate((element) => element.removeAttribute('data-tab-target'));
  }
}

/** Tabs to the field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

const isFocused = (element: Locator) =>
  element.evaluate(
    (node) => node === document.activeElement || node.contains(document.activeElement),
  );

/** Focus is back on the element (a closed dialog gives it back to what opened it). */
async function focusReturnsTo(element: Locator) {
  await element.evaluate((node) => node.setAttribute('data-focus-target', ''));
  await element
    .page()
    .waitForFunction(() => document.activeElement?.hasAttribute('data-focus-target'), undefined, {
      timeout: 5_000,
    });
  await element.evaluate((node) => node.removeAttribute('data-focus-target'));
}

let image: string;
beforeAll(async () => {
  image = path.join(live.api.dataDir, 'keyboard-cover.png');
  fs.writeFileSync(image, await makeImage('png', { width: 1200, height: 700 }));
});
afterEach(() => {
  expect([...unringed]).toEqual([]);
  unringed.clear();
});

it('a reader registers, signs in and applies to become an author, by keyboard', async () => {
  const page = await pageSignedIn(live);
  await open(page, '/registration');
  await typeInto(page, page.getByLabel('Username'), READER.name);
  await typeInto(page, page.getByLabel('Email'), READER.email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), READER.password);
  await typeInto(page, page.getByLabel('Confirm password'), READER.password);
  await tabTo(page, page.getByRole('button', { name: 'Register' }));
  await page.keyboard.press('Enter');
  await page.getByText(TEXTS.registration.success).waitFor();
  await page.waitForURL('**/login');
  await settled(page);

  await typeInto(page, page.getByLabel('Email'), READER.email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), READER.password);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/blog');
  await settled(page);

  // The Become-an-Author modal: focus goes in, stays in both ways round, and Escape gives it back.
  const opener = page.getByRole('button', { name: 'Create blog' }).first();
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  expect(await isFocused(dialog)).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press(key);
      const stop = await focusStop(page);
      if (!stop.ringed && !stop.none) unringed.add(stop.what);
      expect({ key, press, inside: await isFocused(dialog) }).toEqual({ key, press, inside: true });
    }
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await focusReturnsTo(opener);

  // Opened again, the application is sent from the keyboard; focus comes back to the opener.
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await typeInto(
    page,
    dialog.getByLabel('Description'),
    'Accessible front ends, tested in browsers.',
  );
  await tabTo(page, dialog.getByRole('button', { name: 'Submit request' }));
  await page.keyboard.press('Enter');
  // The request's dialog gives way to one saying it was sent (a status, not an alert).
  const sent = page.getByRole('dialog').filter({ has: page.getByRole('status') });
  await sent.waitFor();
  await page.keyboard.press('Escape');
  await sent.waitFor({ state: 'detached' });
  await focusReturnsTo(opener);
  const admin = await apiSession(live, ADMIN);
  const applications = await call<unknown>(API_PATHS.authorApplications, { token: admin.token });
  expect(JSON.stringify(applications)).toContain(READER.email);
  await page.context().close();
});

it('an author writes and publishes a post with an image, then comments and replies, by keyboard', async () => {
  const page = await pageSignedIn(live, AUTHOR);
  await open(page, '/blogform');
  // The cover, through its Browse button and the file chooser it opens.
  // Waited for from before the key press: the wait turns on Chromium's file-chooser interception.
  const chooser = () => page.waitForEvent('filechooser');
  let chosen = chooser();
  await tabTo(page, page.getByRole('button', { name: 'Browse' }));
  await page.keyboard.press('Enter');
  await (await chosen).setFiles(image);
  await page.getByRole('img', { name: 'Cover preview' }).waitFor();
  await typeInto(page, page.getByLabel('Title'), TITLE);

  // The toolbar: a heading by its button, then the text, an image through the Image button.
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  const content = page.getByRole('textbox', { name: 'Content' });
  await tabTo(page, toolbar.getByRole('button', { name: 'H2 (heading 2)' }));
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'textbox');
  await page.keyboard.type('Keyboard first');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Every step of this post was taken without a mouse.');
  await tabTo(page, toolbar.getByRole('button', { name: 'Bold (Ctrl+B)' }), { back: true });
  await page.keyboard.press('Space');
  chosen = chooser();
  await tabTo(page, toolbar.getByRole('button', { name: 'Image' }), { back: true });
  await page.keyboard.press('Enter');
  await (await chosen).setFiles(image);
  await content.getByRole('img', { name: 'keyboard cover' }).waitFor();
  await content.getByRole('heading', { level: 2, name: 'Keyboard first' }).waitFor();

  await tabTo(page, page.getByRole('button', { name: 'Publish Now' }));
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: TEXTS.blogs.published }).waitFor();
  await page.waitForURL('**/blog', { timeout: 15_000 });
  await settled(page);

  // The post's page: a comment, then a reply to it.
  await tabTo(page, page.getByRole('link', { name: TITLE }).first());
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/blogDetails\/[a-f\d]{24}$/);
  await settled(page);
  await typeInto(page, page.getByPlaceholder('Share your thoughts...'), 'Tabbed all the way here.');
  await tabTo(page, page.getByRole('button', { name: 'Post Comment', exact: true }));
  await page.keyboard.press('Enter');
  const comment = page.getByRole('article', { name: /^Comment by / });
  await comment.waitFor();
  await tabTo(page, comment.getByRole('button', { name: 'Reply', exact: true }));
  await page.keyboard.press('Enter');
  const reply = page.getByPlaceholder(/^Write your reply to /);
  await reply.waitFor();
  if (!(await isFocused(reply))) await tabTo(page, reply);
  await page.keyboard.type('And back again with Shift+Tab.');
  await tabTo(page, page.getByRole('button', { name: 'Post Reply', exact: true }));
  await page.keyboard.press('Enter');
  await page.getByRole('article', { name: /^Reply by / }).waitFor();
  await page.context().close();
});

it('an admin works a lead, grants a role and unpublishes a post, by keyboard', async () => {
  await call(API_PATHS.sendEmail, {
    method: 'POST',
    body: JSON.stringify({
      name: 'Lena Lead',
      email: 'lena@example.com',
      subject: 'Keyboard-only lead',
      message: 'Please call me back about an accessible shop.',
    }),
  });
  await call('/register', {
    method: 'POST',
    body: JSON.stringify({
      username: 'Rory Role',
      email: 'rory.role@example.com',
      password: 'rory-role-pass-1',
      admin: false,
      author: false,
    }),
  });
  const rory = await apiSession(live, {
    email: 'rory.role@example.com',
    password: 'rory-role-pass-1',
  });
  await call(API_PATHS.authorApplicationCreate, {
    method: 'POST',
    token: rory.token,
    body: JSON.stringify({
      name: 'Rory Role',
      email: 'rory.role@example.com',
      description: 'Posts about keyboard shortcuts.',
    }),
  });
  const [post] = await call<{ _id: string; title: string }[]>('/getblogs?fields=summary');
  const page = await pageSignedIn(live, ADMIN);

  // States are words, not only colours: the application's badge, the lead's status.
  await open(page, '/admin');
  await page
    .getByRole('article', { name: 'Rory Role' })
    .getByText(TEXTS.admin.badges.pending, { exact: true })
    .waitFor();

  // The lead: opened, marked in progress with a note, saved.
  await open(page, '/admin/leads');
  const lead = page.getByRole('row').filter({ hasText: 'Lena Lead' });
  await lead.getByText('new', { exact: true }).waitFor();
  await tabTo(page, page.getByRole('button', { name: /Open lead from Lena Lead/ }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Keyboard-only lead' });
  await dialog.waitFor();
  await tabTo(page, dialog.getByLabel('Status'));
  await page.keyboard.type('in progress');
  expect(await dialog.getByLabel('Status').inputValue()).toBe('in progress');
  await typeInto(page, dialog.getByLabel('Note'), 'Called back, quote on Monday');
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await lead.getByText('in progress', { exact: true }).waitFor();

  // People: the reader made an author, after the confirmation.
  await open(page, '/admin/people');
  const roles = page.getByRole('group', { name: 'Roles of Rory Role' });
  await tabTo(page, roles.getByRole('button', { name: 'Author' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Make author?' });
  await tabTo(page, confirm.getByRole('button', { name: 'Make author' }));
  await page.keyboard.press('Enter');
  await roles.getByRole('button', { name: 'Author', pressed: true }).waitFor();

  // Content: a post unpublished, with the reason.
  await open(page, '/admin/content');
  await tabTo(page, page.getByRole('button', { name: `Unpublish ${post!.title}` }));
  await page.keyboard.press('Enter');
  const unpublish = page.getByRole('dialog', { name: 'Unpublish this post?' });
  await typeInto(page, unpublish.getByLabel(/Reason/), 'Out of date');
  await tabTo(page, unpublish.getByRole('button', { name: 'Unpublish' }));
  await page.keyboard.press('Enter');
  await unpublish.waitFor({ state: 'detached' });
  const published = await call<{ _id: string }[]>('/getblogs?fields=summary');
  expect(published.map((entry) => entry._id)).not.toContain(post!._id);
  await page.context().close();
});
