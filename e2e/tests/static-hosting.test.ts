import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { deployStaticSite, type StaticSite } from '../support/deploy';
import { settled } from '../support/pages';
import { watchPolicies } from '../support/policy-watch';

// The built shell needs no server of its own: any static host that serves its files (with the
// usual index.html fallback for deep links) and a hand-written site.config.json beside index.html
// runs the whole site. Here every part is a plain node:http file server on a port of its own.

let browser: Browser;
let site: StaticSite;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), deployStaticSite()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

it('serves the hand-written site.config.json as a plain file', async () => {
  const config = (await (await fetch(`${site.url}/site.config.json`)).json()) as {
    remotes: { name: string; entry: string }[];
  };
  expect(config.remotes.map((remote) => remote.name)).toEqual([
    'marketing',
    'blog',
    'admin',
    'chat',
  ]);
  for (const remote of config.remotes) {
    expect(new URL(remote.entry).origin).not.toBe(site.url);
  }
});

it.each([
  ['/', 'marketing'],
  ['/services/web-development', 'marketing'],
  ['/blog', 'blog'],
])('renders %s (%s) through the shell, deep links included', async (url) => {
  const context = await browser.newContext();
  // The host sends the protective headers the README lists: the site runs under them.
  const policies = await watchPolicies(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(site.url + url);
  await settled(page);
  await expect(page.locator('main').textContent()).resolves.not.toMatch(
    /Loading chunk failed|Unexpected Application Error!|Page not found/,
  );
  await expect(page.locator('header nav[aria-label="Main"]').isVisible()).resolves.toBe(true);
  await page.getByRole('button', { name: 'Open chat' }).click();
  await page.getByRole('dialog', { name: 'Chat' }).locator('h2').waitFor();
  expect(errors).toEqual([]);
  expect(policies.violations).toEqual([]);
  await context.close();
});

it('keeps the admin gate and the not-found page', async () => {
  const page = await browser.newPage();
  await page.goto(`${site.url}/authorsRequest`);
  await settled(page);
  await expect(page.locator('main h1').textContent()).resolves.toBe('Please sign in');
  await page.goto(`${site.url}/no/such/page`);
  await settled(page);
  await expect(page.locator('main h1').textContent()).resolves.toBe('Page not found');
  await page.close();
});
