import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { buildApp, deployStaticSite, type StaticSite } from '../support/deploy';
import { saveScreenshot } from '../support/live-site';
import { settled } from '../support/pages';

// A slot that is not the page has its own error boundary: here the chat remote is a built fixture
// (e2e/fixtures/crashing-chat) whose panel throws as it renders.

let browser: Browser;
let site: StaticSite;
let build: string;

beforeAll(async () => {
  build = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-crashing-chat-'));
  buildApp(path.join(__dirname, '../fixtures/crashing-chat'), build);
  [browser, site] = await Promise.all([
    launchChromium(),
    deployStaticSite({ remotes: { chat: build } }),
  ]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  fs.rmSync(build, { recursive: true, force: true });
});

it('a crashing chat panel says the chat is unavailable, with Retry, and the page keeps working', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${site.url}/about`);
  await settled(page);
  const heading = await page.locator('main h1').textContent();

  await page.getByRole('button', { name: 'Open chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat' });
  await chat.getByText('Chat is unavailable').waitFor();
  await expect(chat.getByRole('button', { name: 'Retry' }).isVisible()).resolves.toBe(true);
  // The page around it is untouched: no error screen, same page, same frame.
  await expect(page.locator('main h1').textContent()).resolves.toBe(heading);
  await expect(page.getByText('Unexpected Application Error!').count()).resolves.toBe(0);
  await saveScreenshot(page, 'chat-unavailable');

  // Retry tries again; the bug is still there, so it says so again.
  await chat.getByRole('button', { name: 'Retry' }).click();
  await chat.getByText('Chat is unavailable').waitFor();

  // The chat closes, and the site's navigation still works.
  await page.getByRole('button', { name: 'Close chat' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact', exact: true })
    .click();
  await page.waitForURL(`${site.url}/contactus`);
  await settled(page);
  await expect(page.locator('main').textContent()).resolves.not.toContain(
    'Unexpected Application Error!',
  );
  expect(errors).toEqual([]);
  await page.close();
});
