import { text } from 'node:stream/consumers';
import {
  NOTIFICATION_TEXTS,
  type AdminSubscribers,
  type NotificationSettings,
} from '@brightwave/contracts';
import { mailText } from '../../api/test/smtp';
import { apiSession, callApi, pageSignedIn } from '../support/api-session';
import { seriousViolations } from '../support/axe';
import { saveScreenshot, useLiveSite } from '../support/live-site';
import { eventually } from '../support/marketing';
import { settled } from '../support/pages';

// The account's notification switches and the console's subscribers page, in Chromium against
// the built site, API and a real SMTP peer.

const ADMIN = { email: 'boss@brightwave.example', password: 'boss-password-2025' };
const READER = { email: 'rhea@example.com', password: 'rhea-password-2025' };

const live = useLiveSite({
  smtp: true,
  apiEnv: (site) => ({
    MAIL_WORKER_INTERVAL_MS: '200',
    SITE_URL: site.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SUBSCRIBE_RATE_LIMIT_MAX: '50',
  }),
});

const widthOf = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth);

/** Subscribes `email` and confirms it with the mailed link's token, as a reader would. */
async function subscribeConfirmed(email: string, kind = 'blog', target?: string) {
  await callApi(live, '/api/subscriptions', {
    method: 'POST',
    body: JSON.stringify({ email, kind, ...(target ? { target } : {}) }),
  });
  const mail = await eventually(
    () =>
      live.smtp.received.filter(
        (m) => m.rcptTo.includes(email) && /Confirm your subscription/.test(m.headers.subject!),
      )[kind === 'blog' ? 0 : 1],
    `the confirmation mail to ${email}`,
  );
  const token = /\/subscribe\/confirm\?token=([\w-]+)/.exec(mailText(mail.raw))![1]!;
  await callApi(live, '/api/subscriptions/confirm', {
    method: 'POST',
    body: JSON.stringify({ token }),
  });
}

it('turns a kind of notification mail off in the account settings, and the server keeps it', async () => {
  await callApi(live, '/register', {
    method: 'POST',
    body: JSON.stringify({
      username: 'Rhea Reader',
      email: READER.email,
      password: READER.password,
      admin: false,
      author: false,
    }),
  });
  const page = await pageSignedIn(live, READER);
  await page.goto(`${live.site.url}/blog`);
  await settled(page);
  // The header's account name leads to the settings.
  await page.getByRole('link', { name: /Rhea Reader.*notification settings/ }).click();
  await page.getByRole('heading', { name: 'Notification settings' }).waitFor();
  await page.setViewportSize({ width: 360, height: 800 });
  const replies = page.getByRole('switch', { name: new RegExp(NOTIFICATION_TEXTS.labels.reply) });
  const comments = page.getByRole('switch', {
    name: new RegExp(NOTIFICATION_TEXTS.labels.comment),
  });
  expect(await replies.isChecked()).toBe(true);
  expect(await comments.isChecked()).toBe(true);
  expect(await widthOf(page)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page, 'notification settings')).toEqual([]);

  // Keyboard: focus the switch, Space turns it off.
  await replies.focus();
  await page.keyboard.press('Space');
  await page.getByText(NOTIFICATION_TEXTS.saved).waitFor();
  expect(await replies.isChecked()).toBe(false);
  await saveScreenshot(page, 'notification-settings-360');
  const { token } = await apiSession(live, READER);
  expect(
    await callApi<NotificationSettings>(live, '/api/account/notifications', { token }),
  ).toEqual({ reply: false, comment: true });

  // After a reload the page shows what the server kept.
  await page.reload();
  await settled(page);
  await replies.waitFor();
  expect(await replies.isChecked()).toBe(false);
  expect(await comments.isChecked()).toBe(true);
  expect(await seriousViolations(page, 'notification settings, one off')).toEqual([]);
  await page.context().close();
});

it('finds, exports and removes subscribers in the console', async () => {
  await subscribeConfirmed('ann@example.com');
  await subscribeConfirmed('ann@example.com', 'tag', 'Food');
  await subscribeConfirmed('ben@example.com');

  const context = await live.browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  const session = await apiSession(live, ADMIN);
  await context.addInitScript(
    (value) => localStorage.setItem('user', value),
    JSON.stringify({ ...session.user, token: session.token }),
  );
  const page = await context.newPage();
  await page.goto(`${live.site.url}/admin/subscribers`);
  await settled(page);
  await page.getByRole('heading', { name: 'Subscribers', level: 1 }).waitFor();
  await page.getByText('3 subscriptions', { exact: true }).waitFor();
  expect(await seriousViolations(page, 'console subscribers')).toEqual([]);
  await saveScreenshot(page, 'admin-subscribers-1280', { fullPage: true });

  const search = page.getByRole('searchbox', { name: 'Search subscribers' });
  await search.fill('ann@');
  await search.press('Enter');
  await page.getByText('2 subscriptions', { exact: true }).waitFor();
  const rows = page.getByRole('table', { name: /Subscriptions/ }).getByRole('row');
  expect(await rows.filter({ hasText: 'ben@example.com' }).count()).toBe(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('subscribers.csv');
  const csv = await text(await download.createReadStream());
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('"E-mail","Kind","Target","Status","Requested","Confirmed"');
  expect(lines).toHaveLength(3);
  expect(csv).toContain('"ann@example.com","tag","Food","confirmed"');
  expect(csv).not.toContain('ben@example.com');

  await page.getByRole('button', { name: 'Remove ann@example.com from Tag: Food' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this subscription?' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('1 subscription', { exact: true }).waitFor();
  const left = await callApi<AdminSubscribers>(live, '/api/admin/subscribers?q=ann', {
    token: session.token,
  });
  expect(left.items.map((s) => s.kind)).toEqual(['blog']);

  // At 360 px: nothing wider than the screen, still no serious violation.
  await page.setViewportSize({ width: 360, height: 800 });
  await settled(page);
  expect(await widthOf(page)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page, 'console subscribers at 360 px')).toEqual([]);
  await saveScreenshot(page, 'admin-subscribers-360', { fullPage: true });
  await context.close();
});
