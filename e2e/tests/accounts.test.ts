import type { BrowserContext, Page } from 'playwright-core';
import { TEXTS } from '@brightwave/contracts';
import { mailText } from '../../api/test/smtp';
import { saveScreenshot, useLiveSite } from '../support/live-site';
import { eventually } from '../support/marketing';
import { settled } from '../support/pages';

// Accounts, author applications and the admin review screen, in Chromium
// against the built site, the built API and a real SMTP server.

const ADMIN = { email: 'boss@brightwave.example', password: 'boss-password-2025' };
const WRITER = { name: 'Grace Hopper', email: 'grace@example.com', password: 'compilers-rule' };

const live = useLiveSite({
  smtp: true,
  apiEnv: (site) => ({
    MAIL_WORKER_INTERVAL_MS: '200',
    SITE_URL: site.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  }),
});

async function open(context: BrowserContext | Page, route: string): Promise<Page> {
  const page = 'goto' in context ? context : await context.newPage();
  await page.goto(live.site.url + route);
  await settled(page);
  return page;
}

async function screenshots(page: Page, name: string, shoot?: () => Promise<void>) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot?.();
    await saveScreenshot(page, `accounts-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Another applicant, made through the API, so the admin has more than one card to filter. */
async function applicantThroughApi(name: string, email: string, description: string) {
  const post = (route: string, body: unknown, token?: string) =>
    fetch(live.api.url + route, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  await post('/register', { username: name, email, password: 'password-123' });
  const { token } = (await (await post('/login', { email, password: 'password-123' })).json()) as {
    token: string;
  };
  expect((await post('/api/save-data', { name, email, description }, token)).status).toBe(201);
}

describe('accounts and author applications', () => {
  let writer: BrowserContext;
  let admin: BrowserContext;
  let writerPage: Page;

  beforeAll(async () => {
    writer = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    admin = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await writer?.close();
    await admin?.close();
  });

  it('registers: mismatched passwords send nothing, then success and on to /login', async () => {
    writerPage = await open(writer, '/registration');
    await screenshots(writerPage, 'registration');
    await writerPage.getByLabel('Username').fill(WRITER.name);
    await writerPage.getByLabel('Email').fill(WRITER.email);
    await writerPage.getByLabel('Password', { exact: true }).fill(WRITER.password);
    await writerPage.getByLabel('Confirm password').fill('something else');
    await writerPage.getByRole('button', { name: 'Register' }).click();
    await writerPage
      .getByRole('alert')
      .filter({ hasText: TEXTS.registration.passwordsDoNotMatch })
      .waitFor();

    await writerPage.getByLabel('Confirm password').fill(WRITER.password);
    await writerPage.getByRole('button', { name: 'Register' }).click();
    await writerPage.getByText(TEXTS.registration.success).waitFor();
    await writerPage.waitForURL(`${live.site.url}/login`);
    await settled(writerPage);
  });

  it('signs in and applies through the "Become an Author" modal from Create blog', async () => {
    await screenshots(writerPage, 'login');
    await signIn(writerPage, WRITER.email, WRITER.password);
    await writerPage.waitForURL(`${live.site.url}/blog`);
    await settled(writerPage);
    await writerPage.getByRole('button', { name: 'Sign out' }).waitFor();

    await writerPage.getByRole('button', { name: 'Create blog' }).click();
    const dialog = writerPage.getByRole('dialog', { name: TEXTS.authorRequest.title });
    await dialog.waitFor();
    await expect(dialog.getByLabel('Name').inputValue()).resolves.toBe(WRITER.name);
    await expect(dialog.getByLabel('Email').inputValue()).resolves.toBe(WRITER.email);
    await dialog.getByLabel('Description').fill('I write about compilers and debugging.');
    await screenshots(writerPage, 'author-modal');
    await dialog.getByRole('button', { name: 'Submit request' }).click();
    await writerPage.getByText(TEXTS.authorRequest.saved).waitFor();
    await writerPage.getByRole('button', { name: 'Close' }).click();

    // The editor page shows the application's state instead of the form.
    await open(writerPage, '/blogform');
    await writerPage.getByText(TEXTS.authorRequest.pending).waitFor();
  });

  it('the admin searches, filters and accepts on /admin', async () => {
    await applicantThroughApi(
      'Linus Torvalds',
      'linus@example.com',
      'Kernels and version control.',
    );
    const page = await open(admin, '/login?next=%2Fadmin');
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${live.site.url}/admin`);
    await page.getByRole('article').first().waitFor();
    await expect(page.getByRole('link', { name: 'Authors' }).count()).resolves.toBe(1);
    await expect(page.getByRole('article').count()).resolves.toBe(2);

    await page.getByRole('searchbox', { name: 'Search applications' }).fill('KERNELS');
    await expect(page.getByRole('article').allInnerTexts()).resolves.toEqual([
      expect.stringContaining('Linus Torvalds'),
    ]);
    await page.getByRole('searchbox', { name: 'Search applications' }).fill('');
    await page.getByRole('radio', { name: /^Rejected/ }).check();
    await page.getByText(TEXTS.admin.empty).waitFor();
    await page.getByRole('radio', { name: /^Pending/ }).check();
    await expect(page.getByRole('article').count()).resolves.toBe(2);

    // Accepted, the card leaves the Pending view at once.
    const card = page.getByRole('article', { name: WRITER.name });
    await card.getByRole('button', { name: 'Accept' }).click();
    await card.waitFor({ state: 'detached' });
    await expect(page.getByRole('article').count()).resolves.toBe(1);
    await page.getByRole('radio', { name: /^Accepted/ }).check();
    await card.getByRole('button', { name: 'Reset to pending' }).waitFor();
    await card.getByText('Decision history (1)').click();
    await card.getByText(/by Administrator on/).waitFor();
    await page.getByRole('radio', { name: /^All/ }).check();
    await screenshots(page, 'admin');

    const mail = await eventually(
      () => live.smtp.received.find((m) => m.headers.subject?.startsWith('You are now an author')),
      'the acceptance mail',
    );
    expect(mail.rcptTo).toEqual([WRITER.email]);
  });

  it("the writer's Create blog now opens the editor, without signing in again", async () => {
    await writerPage.bringToFront();
    await open(writerPage, '/blog');
    await writerPage.getByRole('link', { name: 'Create blog' }).click();
    await writerPage.waitForURL(`${live.site.url}/blogform`);
    await settled(writerPage);
    await writerPage.getByRole('heading', { level: 1, name: 'Write a blog' }).waitFor();
    await writerPage.getByRole('textbox', { name: /title/i }).first().waitFor();
    await expect(writerPage.getByRole('dialog').count()).resolves.toBe(0);
  });

  it('a non-admin opening /admin gets the not-authorised page', async () => {
    await open(writerPage, '/admin');
    await writerPage.getByRole('heading', { name: 'Admins only' }).waitFor();
    await expect(
      writerPage.getByRole('link', { name: 'Sign in as an admin' }).getAttribute('href'),
    ).resolves.toBe('/login?next=%2Fadmin');
    await expect(writerPage.getByRole('article').count()).resolves.toBe(0);
  });

  it('resets a forgotten password with the link from the mail', async () => {
    const page = await open(await live.browser.newContext(), '/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${live.site.url}/forgot-password`);
    await settled(page);
    await page.getByLabel('Email').fill(WRITER.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(TEXTS.passwordReset.requested).waitFor();

    const mail = await eventually(
      () => live.smtp.received.find((m) => m.headers.subject?.startsWith('Reset your')),
      'the reset mail',
    );
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mailText(mail.raw))?.[0];
    expect(link?.startsWith(`${live.site.url}/reset-password?token=`)).toBe(true);

    await page.goto(link!);
    await settled(page);
    await page.getByLabel('New password', { exact: true }).fill('a-new-password-1');
    await page.getByLabel('Confirm new password').fill('a-new-password-1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(TEXTS.passwordReset.done).waitFor();

    await page.getByRole('link', { name: 'Sign in', exact: true }).last().click();
    await page.waitForURL(/\/login$/);
    await signIn(page, WRITER.email, 'a-new-password-1');
    await page.waitForURL(`${live.site.url}/blog`);
    await page.context().close();

    // The writer's older session ended with the password change: the next check signs it out.
    await open(writerPage, '/blog');
    await writerPage.getByRole('link', { name: 'Sign in' }).first().waitFor();
    await expect(writerPage.evaluate(() => localStorage.getItem('user'))).resolves.toBeNull();
  });
});
