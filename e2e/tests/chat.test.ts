import { TEXTS } from '@brightwave/contracts';
import { company } from '@brightwave/site-content';
import mongoose from 'mongoose';
import type { Page } from 'playwright-core';
import { saveScreenshot, useLiveSite } from '../support/live-site';
import { eventually } from '../support/marketing';
import { settled } from '../support/pages';
import { freePort } from '../support/site';

// The chat panel in Chromium: the built site, the built API (through a relay that can play
// "server down"), its embedded database and a real SMTP server.

let databaseUri: string;
const live = useLiveSite({
  smtp: true,
  apiEnv: async () => {
    const databasePort = await freePort();
    databaseUri = `mongodb://127.0.0.1:${databasePort}/brightwave`;
    return { MAIL_WORKER_INTERVAL_MS: '200', EMBEDDED_MONGO_PORT: String(databasePort) };
  },
});

async function open(route: string, width = 1280): Promise<Page> {
  const context = await live.browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(live.site.url + route);
  await settled(page);
  return page;
}

const launcher = (page: Page) => page.getByRole('button', { name: 'Open chat' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat' });
const log = (page: Page) => panel(page).getByRole('log', { name: 'Conversation' });
const input = (page: Page) => panel(page).getByRole('textbox', { name: 'Your message' });

async function openPanel(page: Page) {
  await launcher(page).click();
  await input(page).waitFor();
}

async function ask(page: Page, message: string, expectReply: string | RegExp) {
  await input(page).fill(message);
  await input(page).press('Enter');
  await log(page).getByText(expectReply).last().waitFor();
}

it('keeps the conversation across two pages, a followed link and a reload', async () => {
  const page = await open('/about');
  await openPanel(page);
  await expect(log(page).textContent()).resolves.toContain(
    `Hello! I am the ${company.shortName} assistant`,
  );
  await ask(page, 'Do you build mobile apps?', /^Mobile App Development:/);
  // Under the answer, a person can still be asked.
  await log(page).getByRole('button', { name: 'Ask a person' }).waitFor();
  await saveScreenshot(page, 'chat-panel-1280');

  // A link of the answer navigates inside the site, without a reload: the panel stays open.
  await page.evaluate(() => ((window as { marker?: number }).marker = 1));
  await panel(page).getByRole('link', { name: 'Mobile App Development' }).click();
  await page.waitForURL('**/services/mobile-development');
  await settled(page);
  await expect(page.evaluate(() => (window as { marker?: number }).marker)).resolves.toBe(1);
  await expect(log(page).textContent()).resolves.toContain('Do you build mobile apps?');

  await ask(page, 'what are your working hours', company.hours.weekdays);
  await page.reload();
  await settled(page);
  await openPanel(page);
  const text = await log(page).textContent();
  expect(text).toContain('Do you build mobile apps?');
  expect(text).toContain(`${company.hours.weekdays} and ${company.hours.saturday}`);

  // Start over empties it again, down to the greeting.
  await panel(page).getByRole('button', { name: 'Start over' }).click();
  await expect(log(page).textContent()).resolves.not.toContain('Do you build mobile apps?');
  await page.context().close();
});

it('hands a question to a person: the lead is stored and the company inbox gets the mail', async () => {
  const page = await open('/products');
  await openPanel(page);
  await ask(page, 'Do you still write COBOL?', /^Sorry, I am not sure I understood/);
  const form = panel(page).getByRole('form', { name: 'Ask a person' });
  await expect(form.getByLabel('Your question').inputValue()).resolves.toBe(
    'Do you still write COBOL?',
  );
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('Email').fill('grace@example.com');
  await saveScreenshot(page, 'chat-handoff-1280');
  await form.getByRole('button', { name: 'Send to our team' }).click();
  await log(page)
    .getByText(/^Thank you, Grace Hopper!/)
    .waitFor();
  await expect(log(page).textContent()).resolves.toContain(company.hours.replyPromise);

  const mail = await eventually(
    () =>
      live.smtp.received.find(
        (m) => m.headers.subject === 'Chat question: Do you still write COBOL?',
      ),
    'the handoff mail at the SMTP server',
  );
  expect(mail.rcptTo).toContain(company.emails.sales);
  expect(mail.raw).toContain('Visitor: Do you still write COBOL?');

  const connection = await mongoose.createConnection(databaseUri).asPromise();
  try {
    const lead = await connection
      .collection('contactmessages')
      .findOne({ email: 'grace@example.com' });
    expect(lead).toMatchObject({ name: 'Grace Hopper', source: 'chat', spam: false });
  } finally {
    await connection.close();
  }
  await page.context().close();
});

it('says "Error connecting to server" while the API is down, keeping what was typed', async () => {
  const page = await open('/');
  await openPanel(page);
  live.relay.target = undefined;
  try {
    await input(page).fill('What services do you offer?');
    await input(page).press('Enter');
    await log(page).getByText(TEXTS.chat.connectionError).waitFor();
    await expect(input(page).inputValue()).resolves.toBe('What services do you offer?');
  } finally {
    live.relay.target = live.api.url;
  }
  // Back up: the same words go through.
  await input(page).press('Enter');
  await log(page)
    .getByText(/^We offer /)
    .waitFor();
  await page.context().close();
});

it('fills the screen on a 360 px phone; Escape closes it and focus returns to the button', async () => {
  const page = await open('/', 360);
  await openPanel(page);
  await ask(page, 'where are your offices', company.offices[0]!.address);
  const box = await panel(page).boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: 360, height: 800 });
  await saveScreenshot(page, 'chat-panel-360');
  await page.setViewportSize({ width: 375, height: 812 });
  await saveScreenshot(page, 'chat-panel-375');

  await page.keyboard.press('Escape');
  await expect(panel(page).count()).resolves.toBe(0);
  await expect(
    page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
  ).resolves.toBe('Open chat');

  // On a phone a followed link closes the panel, so the page is what the visitor sees.
  await openPanel(page);
  await panel(page).getByRole('link', { name: 'Contact information' }).click();
  await page.waitForURL('**/contactusinfo');
  await expect(panel(page).count()).resolves.toBe(0);
  await page.context().close();
});
