import { text } from 'node:stream/consumers';
import type { Page } from 'playwright-core';
import { saveScreenshot, useLiveSite } from '../support/live-site';
import { eventually, sendContactForm } from '../support/marketing';
import { settled } from '../support/pages';

// The admin console in Chromium: the built site and API (demo accounts and sample posts on its
// empty embedded database) and a real SMTP server. A visitor's message becomes a lead the admin
// works on and exports; the admin grants a role, unpublishes a post, deletes a comment and finds
// all of it in the audit log.

const ADMIN = { email: 'admin@brightwave.example', password: 'demo-admin-2025' };

const live = useLiveSite({ smtp: true, apiEnv: () => ({ DEMO_ACCOUNTS: 'true' }) });

async function call<T>(route: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const response = await fetch(live.api.url + route, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signIn(email: string, password: string) {
  return call<{ token: string; user: { id: string } & Record<string, unknown> }>('/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
}

/** A page signed in as `session` (the shell reads localStorage "user"). */
async function openAs(
  session: { token: string; user: Record<string, unknown> } | null,
  route: string,
  width = 1280,
): Promise<Page> {
  const context = await live.browser.newContext({
    viewport: { width, height: 900 },
    acceptDownloads: true,
  });
  if (session) {
    await context.addInitScript(
      (value) => localStorage.setItem('user', value),
      JSON.stringify({ ...session.user, token: session.token }),
    );
  }
  const page = await context.newPage();
  await page.goto(live.site.url + route);
  await settled(page);
  return page;
}

it('a visitor’s message becomes a lead the admin works on, and every moderation is audited', async () => {
  // The visitor sends the contact form.
  const visitor = await openAs(null, '/contactus');
  await sendContactForm(visitor, {
    name: 'Vera Visitor',
    email: 'vera@example.com',
    subject: '=Quote for a shop app',
    message: 'We need an app for our shop, "soon".',
  });
  await visitor.context().close();

  // A reader with a comment on a sample post.
  const readerEmail = 'rhea@example.com';
  await call('/register', {
    method: 'POST',
    body: JSON.stringify({
      username: 'Rhea Reader',
      email: readerEmail,
      password: 'rhea-password-1',
      admin: false,
      author: false,
    }),
  });
  const reader = await signIn(readerEmail, 'rhea-password-1');
  const posts = await eventually(async () => {
    const list = await call<Array<{ _id: string; title: string }>>('/getblogs');
    return list.length >= 2 ? list : undefined;
  }, 'the sample posts');
  const [postToUnpublish, postWithComment] = posts;
  await call('/api/blogcomments', {
    method: 'POST',
    token: reader.token,
    body: JSON.stringify({ text: 'Cheap watches at spam.example', blogId: postWithComment!._id }),
  });

  const admin = await signIn(ADMIN.email, ADMIN.password);

  // The lead: found by search, marked in progress with a note, exported.
  const page = await openAs(admin, '/admin/leads');
  await page.getByRole('searchbox', { name: 'Search leads' }).fill('shop app');
  await page.getByRole('searchbox', { name: 'Search leads' }).press('Enter');
  const open = page.getByRole('button', { name: /Open lead from Vera Visitor/ });
  await open.waitFor();
  await saveScreenshot(page, 'admin-leads-1280', { fullPage: true });
  await open.click();
  const dialog = page.getByRole('dialog', { name: '=Quote for a shop app' });
  await dialog.getByLabel('Status').selectOption('in progress');
  await dialog.getByLabel('Note').fill('Called Vera, sending a quote Friday');
  await saveScreenshot(page, 'admin-lead-dialog-1280');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('Note: Called Vera, sending a quote Friday').waitFor();
  await page
    .getByRole('row')
    .filter({ hasText: 'Vera Visitor' })
    .getByText('in progress')
    .waitFor();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('leads.csv');
  // As a stream: a browser connected to (the run's shared one) gives no path to its downloads.
  const csv = await text(await download.createReadStream());
  expect(csv.split('\r\n')[0]).toBe(
    '"Received","Source","Status","Name","E-mail","Subject","Message","Note","Mail"',
  );
  expect(csv).toContain(
    '"in progress","Vera Visitor","vera@example.com","\'=Quote for a shop app"',
  );
  expect(csv).toContain('"We need an app for our shop, ""soon""."');

  // People: the reader becomes an author after confirming.
  await page
    .getByRole('navigation', { name: 'Admin console' })
    .getByRole('link', { name: 'People' })
    .click();
  await settled(page);
  const roles = page.getByRole('group', { name: 'Roles of Rhea Reader' });
  await roles.getByRole('button', { name: 'Author' }).click();
  await page
    .getByRole('dialog', { name: 'Make author?' })
    .getByRole('button', { name: 'Make author' })
    .click();
  await roles.getByRole('button', { name: 'Author', pressed: true }).waitFor();
  await saveScreenshot(page, 'admin-people-1280', { fullPage: true });
  const me = await call<{ author?: boolean; user?: { author: boolean } }>('/me', {
    token: reader.token,
  });
  expect(me.author ?? me.user?.author).toBe(true);

  // Content: a post unpublished and a comment deleted, each with a reason.
  await page
    .getByRole('navigation', { name: 'Admin console' })
    .getByRole('link', { name: 'Content' })
    .click();
  await settled(page);
  await page.getByRole('button', { name: `Unpublish ${postToUnpublish!.title}` }).click();
  let confirm = page.getByRole('dialog', { name: 'Unpublish this post?' });
  await confirm.getByLabel(/Reason/).fill('Outdated prices');
  await confirm.getByRole('button', { name: 'Unpublish' }).click();
  await confirm.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Delete the comment by Rhea Reader' }).click();
  confirm = page.getByRole('dialog', { name: 'Delete this comment?' });
  await confirm.getByLabel(/Reason/).fill('Spam link');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('No comments yet.').waitFor();
  await saveScreenshot(page, 'admin-content-1280', { fullPage: true });
  const publicList = await call<Array<{ _id: string }>>('/getblogs');
  expect(publicList.map((post) => post._id)).not.toContain(postToUnpublish!._id);

  // The audit log shows all three.
  await page
    .getByRole('navigation', { name: 'Admin console' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await settled(page);
  for (const what of ['Account changed', 'Post unpublished', 'Comment deleted', 'Lead updated']) {
    await page
      .getByRole('cell', { name: new RegExp(what) })
      .first()
      .waitFor();
  }
  await page.getByText('Reason: Outdated prices').waitFor();
  await page.getByText('Reason: Spam link').waitFor();
  await saveScreenshot(page, 'admin-audit-1280', { fullPage: true });

  // Phones: the same console, lists as cards.
  for (const route of [
    '/admin/leads',
    '/admin/people',
    '/admin/content',
    '/admin/audit',
    '/admin/overview',
  ]) {
    const phone = await openAs(admin, route, 375);
    await phone.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(375);
    await saveScreenshot(phone, `admin-${route.split('/')[2]}-375`, { fullPage: true });
    await phone.context().close();
  }

  // Anyone not an admin gets the not-authorised page.
  const refused = await openAs(reader, '/admin/leads');
  await refused.getByRole('heading', { name: 'Admins only' }).waitFor();
  expect(await refused.getByRole('navigation', { name: 'Admin console' }).count()).toBe(0);
  await refused.context().close();
});
