import type { Page } from 'playwright-core';
import { startApi, type ApiProcess } from '@brightwave/testing/api-process';
import { saveScreenshot, useLiveSite } from '../support/live-site';
import { settled } from '../support/pages';
import { freePort } from '../support/site';

// Teaching the chat assistant in Chromium: a visitor's question the assistant could not answer is
// taught in the admin console (a new answer with its link), then asked again through the chat
// panel, answered by the instance that was taught and by a second API instance on the same
// database, and undone.

const ADMIN = { email: 'admin@brightwave.example', password: 'demo-admin-2025' };
const QUESTION = 'Do you sponsor student hackathons?';
const ANSWER = 'We sponsor two student hackathons a year; ask us for the dates.';
/** Both instances sign tokens with it: the admin signed in on one is an admin on the other. */
const JWT_SECRET = 'chat-teach-e2e-only-0123456789abcdef0123456789abcdef';

let databaseUri: string;
let second: ApiProcess | undefined;
const live = useLiveSite({
  apiEnv: async (site) => {
    const databasePort = await freePort();
    databaseUri = `mongodb://127.0.0.1:${databasePort}/brightwave`;
    return {
      DEMO_ACCOUNTS: 'true',
      JWT_SECRET,
      EMBEDDED_MONGO_PORT: String(databasePort),
      SITE_ORIGINS: site.url,
    };
  },
});
afterAll(() => second?.stop());

async function openAs(session: Record<string, unknown> | null, route: string, width = 1280) {
  const context = await live.browser.newContext({ viewport: { width, height: 900 } });
  if (session) {
    await context.addInitScript(
      (value) => localStorage.setItem('user', value),
      JSON.stringify(session),
    );
  }
  const page = await context.newPage();
  await page.goto(live.site.url + route);
  await settled(page);
  return page;
}

const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat' });
const log = (page: Page) => panel(page).getByRole('log', { name: 'Conversation' });

async function askInPanel(page: Page, message: string, reply: string | RegExp) {
  const input = panel(page).getByRole('textbox', { name: 'Your message' });
  await input.fill(message);
  await input.press('Enter');
  await log(page).getByText(reply).last().waitFor({ timeout: 15_000 });
}

it('teaches an unanswered question in the console; the panel gets the answer from either instance', async () => {
  // A second instance on the same database, running before anything is taught.
  second = await startApi({ MONGODB_URI: databaseUri, SITE_ORIGINS: live.site.url, JWT_SECRET });
  const visitor = await openAs(null, '/about');
  await visitor.getByRole('button', { name: 'Open chat' }).click();
  await askInPanel(visitor, QUESTION, /not sure I understood/);

  const login = await fetch(`${live.api.url}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token, user } = (await login.json()) as { token: string; user: Record<string, unknown> };
  const admin = await openAs({ ...user, token }, '/admin/assistant');
  const row = admin.getByRole('row', { name: new RegExp(QUESTION.replace('?', '\\?')) });
  await row.waitFor({ timeout: 15_000 });
  await admin.getByRole('button', { name: `Teach: ${QUESTION}` }).click();
  const form = admin.getByRole('form', { name: 'Teach the assistant' });
  await expect(form.getByRole('textbox', { name: 'Question' }).inputValue()).resolves.toBe(
    QUESTION,
  );
  await form.getByRole('radio', { name: 'With a new answer' }).check();
  // A new answer without its link is refused with the server's words.
  await form.getByRole('textbox', { name: 'New answer' }).fill(ANSWER);
  await form.getByRole('textbox', { name: /^Link(?! text)/ }).fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Teach' }).click();
  await form.getByText('The link must be a page of this site').first().waitFor();
  await form.getByRole('textbox', { name: /^Link(?! text)/ }).fill('/contactus');
  await form.getByRole('textbox', { name: 'Link text' }).fill('Contact us');
  await saveScreenshot(admin, 'admin-assistant-teach-1280', { fullPage: true });
  await form.getByRole('button', { name: 'Teach' }).click();
  await admin.getByRole('status').getByText(`Taught: "${QUESTION}"`).waitFor();
  const taught = admin.getByRole('table', { name: 'Taught, newest first' });
  await taught.getByText(ANSWER).waitFor();

  // The instance that was taught answers at once; the panel shows the answer and its link.
  await askInPanel(visitor, 'do you sponsor hackathons for students', ANSWER);
  await expect(
    panel(visitor).getByRole('link', { name: 'Contact us' }).count(),
  ).resolves.toBeGreaterThan(0);

  // The site's API relay now sends every request to the second instance: it retrained in the
  // background and answers what was taught on the first.
  live.relay.target = second.url;
  await askInPanel(visitor, 'Do you sponsor student hackathons', ANSWER);

  // Undo (on the second instance, through the console): the assistant falls back again.
  await admin.reload();
  await settled(admin);
  await admin.getByRole('button', { name: `Undo: ${QUESTION}` }).click();
  await admin.getByRole('status').getByText('Undone').waitFor();
  await askInPanel(visitor, 'student hackathons, do you sponsor them?', /not sure I understood/);

  const phone = await openAs({ ...user, token }, '/admin/assistant', 360);
  await phone.getByRole('heading', { name: 'Questions it could not answer' }).waitFor();
  await saveScreenshot(phone, 'admin-assistant-360', { fullPage: true });
  const overflow = await phone.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await Promise.all([visitor, admin, phone].map((page) => page.context().close()));
}, 120_000);
