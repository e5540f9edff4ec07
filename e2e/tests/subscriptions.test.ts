import { SUBSCRIPTION_TEXTS, type Blog } from '@brightwave/contracts';
import { makeImage } from '../../api/test/images';
import { mailText, type ReceivedMail } from '../../api/test/smtp';
import { apiSession, callApi, postForm } from '../support/api-session';
import { seriousViolations } from '../support/axe';
import { saveScreenshot, useLiveSite } from '../support/live-site';
import { eventually } from '../support/marketing';
import { settled } from '../support/pages';

// Subscribing by e-mail from a post, at 375 px, and confirming from the mail's link; then the
// new-post mail's unsubscribe link, in Chromium against the built site, API and a real SMTP peer.

const ADMIN = { email: 'boss@brightwave.example', password: 'boss-password-2025' };
const READER = 'reader@example.com';

const live = useLiveSite({
  smtp: true,
  apiEnv: (site) => ({
    MAIL_WORKER_INTERVAL_MS: '200',
    NEWSLETTER_POLL_MS: '200',
    SITE_URL: site.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  }),
});

const mailsTo = (address: string, subject: RegExp) =>
  live.smtp.received.filter((m) => m.rcptTo.includes(address) && subject.test(m.headers.subject!));

/** The link to one of the site's pages in a mail (not the API's one-click address). */
function linkIn(mail: ReceivedMail, path: string): string {
  const prefix = `${live.site.url}${path}?token=`;
  const text = mailText(mail.raw);
  const at = text.indexOf(prefix);
  if (at < 0) throw new Error(`no ${prefix} link in the mail`);
  return prefix + /^[\w-]+/.exec(text.slice(at + prefix.length))![0];
}

async function publish(title: string): Promise<Blog> {
  const { token } = await apiSession(live, ADMIN);
  return callApi<Blog>(live, '/createblog', {
    method: 'POST',
    token,
    body: postForm(
      { title, content: '<p>Words for subscribers.</p>', tags: 'Technology' },
      await makeImage('png'),
    ),
  });
}

describe('e-mail subscriptions in the browser', () => {
  it('subscribes from a post at 375 px, confirms from the mail, and unsubscribes from a new-post mail', async () => {
    const first = await publish('A post to subscribe from');
    const context = await live.browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/blogDetails/${first._id}`);
    await settled(page);

    const form = page.getByRole('region', { name: 'Get new posts by e-mail' });
    await form.getByLabel('Your e-mail address').fill(READER);
    await form.getByRole('button', { name: SUBSCRIPTION_TEXTS.subscribe }).click();
    await page.getByText(SUBSCRIPTION_TEXTS.requested).waitFor();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await saveScreenshot(page, 'subscriptions-requested-375');

    const confirmation = await eventually(
      () => mailsTo(READER, /Confirm your subscription/)[0],
      'the confirmation mail',
    );
    const confirmLink = linkIn(confirmation, '/subscribe/confirm');
    await page.goto(confirmLink);
    await settled(page);
    await page.getByText(SUBSCRIPTION_TEXTS.confirmed).waitFor();
    expect(await seriousViolations(page, 'subscription confirmed')).toEqual([]);
    await saveScreenshot(page, 'subscriptions-confirmed-375');

    // The next post reaches the reader, with a link to the unsubscribe page.
    await publish('News for subscribers');
    const newPost = await eventually(
      () => mailsTo(READER, /News for subscribers/)[0],
      'the new-post mail',
    );
    expect(newPost.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await page.goto(linkIn(newPost, '/unsubscribe'));
    await settled(page);
    await page.getByText(SUBSCRIPTION_TEXTS.unsubscribed).waitFor();
    // It offers to subscribe again.
    await page.getByRole('region', { name: 'Changed your mind?' }).waitFor();
    expect(await seriousViolations(page, 'unsubscribed')).toEqual([]);
    await saveScreenshot(page, 'subscriptions-unsubscribed-375');
    await context.close();
  });
});
