import type { Locator, Page } from 'playwright-core';
import { API_PATHS, TEXTS } from '@brightwave/contracts';
import { axNode, liveRegionsSaying } from '../support/axe';
import { useLiveSite } from '../support/live-site';
import { settled } from '../support/pages';

// Issue #27: what a screen reader is told, read from Chromium's accessibility tree (CDP) rather
// than the DOM: new pages' titles, form errors tied to their fields, the chat said once, the
// editor's toolbar state and shortcuts. One page per role, each journey on as few loads as it can.

const live = useLiveSite({ apiEnv: () => ({ DEMO_ACCOUNTS: 'true' }) });
const AUTHOR = { email: 'author@brightwave.example', password: 'demo-author-2025' };

/** Said once: exactly one live region holds `text`, and it lies inside no other. */
async function expectSaidOnce(page: Page, text: string) {
  const regions = await liveRegionsSaying(page, text);
  expect({ text, regions: regions.map((chain) => chain.length) }).toEqual({ text, regions: [1] });
}

/** The control is invalid and its description (aria-describedby) is the error it shows. */
async function expectErrorOn(control: Locator, error: string | RegExp) {
  const node = await axNode(control);
  expect(node.properties.invalid).toBe('true');
  expect(node.description).toMatch(error);
}

it('announces new pages, form errors and the chat once, through the accessibility tree', async () => {
  const page = await live.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(live.site.url + '/');
  await settled(page);

  // A client-side route change puts the new page's title in one live region, once.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact' })
    .click();
  await settled(page);
  const title = await page.title();
  expect(title).toMatch(/^Contact/);
  await expectSaidOnce(page, title);

  // Contact: every empty field is invalid and described by its error; focus goes to the first.
  const form = page.locator('main form').first();
  await form.getByRole('button', { name: TEXTS.contact.send }).click();
  const name = form.getByRole('textbox', { name: 'Name' });
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
  expect(await name.evaluate((field) => field === document.activeElement)).toBe(true);
  for (const field of ['Name', 'Email', 'Subject', 'Message']) {
    await expectErrorOn(form.getByRole('textbox', { name: field }), /\w/);
  }

  // Registration: passwords that differ mark the confirmation; a taken address the e-mail field.
  await page.goto(live.site.url + '/registration');
  await settled(page);
  await page.getByLabel('Username').fill('Screen Reader');
  await page.getByLabel('Email').fill(AUTHOR.email);
  await page.getByLabel('Password', { exact: true }).fill('long-enough-password-1');
  await page.getByLabel('Confirm password').fill('long-enough-password-2');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('alert').getByText(TEXTS.registration.passwordsDoNotMatch).waitFor();
  await expectErrorOn(page.getByLabel('Confirm password'), TEXTS.registration.passwordsDoNotMatch);
  expect((await axNode(page.getByLabel('Email'))).properties.invalid).toBe('false');
  await page.getByLabel('Confirm password').fill('long-enough-password-1');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('alert').getByText(TEXTS.registration.emailTaken).waitFor();
  await expectErrorOn(page.getByLabel('Email'), TEXTS.registration.emailTaken);
  expect((await axNode(page.getByLabel('Confirm password'))).properties.invalid).toBe('false');

  // Sign-in: refused credentials mark both fields, described by the refusal.
  await page.goto(live.site.url + '/login');
  await settled(page);
  await page.getByLabel('Email').fill(AUTHOR.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('alert').getByText(TEXTS.login.invalidCredentials).waitFor();
  await expectErrorOn(page.getByLabel('Email'), TEXTS.login.invalidCredentials);
  await expectErrorOn(page.getByLabel('Password', { exact: true }), TEXTS.login.invalidCredentials);

  // The chat: typing, then the reply, each said by one live region (none nested in another).
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`**${API_PATHS.chat}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Open chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat' });
  await chat.getByRole('textbox', { name: 'Your message' }).fill('Do you build mobile apps?');
  await chat.getByRole('textbox', { name: 'Your message' }).press('Enter');
  await chat.getByRole('status', { name: 'The assistant is typing' }).waitFor();
  await expectSaidOnce(page, 'The assistant is typing');
  answer();
  await chat
    .getByText(/^Mobile App Development:/)
    .last()
    .waitFor();
  await expectSaidOnce(page, 'Mobile App Development:');
  expect(await liveRegionsSaying(page, 'The assistant is typing')).toEqual([]);
  await page.context().close();
});

it('exposes the editor toolbar’s state and its shortcuts', async () => {
  const page = await live.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(live.site.url + '/login?next=/blogform');
  await settled(page);
  await page.getByLabel('Email').fill(AUTHOR.email);
  await page.getByLabel('Password', { exact: true }).fill(AUTHOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/blogform');
  await settled(page);

  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await toolbar.getByRole('button', { name: 'Bold (Ctrl+B)' }).waitFor();
  // Every block and mark button says which keys do the same (aria-keyshortcuts).
  const shortcuts: Record<string, unknown> = {};
  for (const button of await toolbar.getByRole('button').all()) {
    const node = await axNode(button);
    if (/^(H\d|Quote|Bulleted|Numbered|Bold|Italic|Underline|Strikethrough)/.test(node.name))
      shortcuts[node.name] = node.properties.keyshortcuts;
  }
  expect(shortcuts).toEqual({
    'H1 (heading 1)': 'Control+Alt+1 Meta+Alt+1',
    'H2 (heading 2)': 'Control+Alt+2 Meta+Alt+2',
    'H3 (heading 3)': 'Control+Alt+3 Meta+Alt+3',
    Quote: 'Control+Shift+9 Meta+Shift+9',
    'Bulleted list': 'Control+Shift+8 Meta+Shift+8',
    'Numbered list': 'Control+Shift+7 Meta+Shift+7',
    'Bold (Ctrl+B)': 'Control+B Meta+B',
    'Italic (Ctrl+I)': 'Control+I Meta+I',
    'Underline (Ctrl+U)': 'Control+U Meta+U',
    'Strikethrough (Ctrl+Shift+X)': 'Control+Shift+X Meta+Shift+X',
  });

  // The shortcuts work, and the toolbar shows what is on: the heading level, bold.
  const content = page.getByRole('textbox', { name: 'Content' });
  await content.click();
  await page.keyboard.press('Control+Alt+2');
  await page.keyboard.press('Control+B');
  await page.keyboard.type('A second-level heading');
  await content.getByRole('heading', { name: 'A second-level heading', level: 2 }).waitFor();
  await content.locator('h2 strong').waitFor({ state: 'attached' });
  expect(await content.ariaSnapshot()).toContain('heading "A second-level heading" [level=2]');
  // The toolbar as the accessibility tree has it: each button's name, and [pressed] when on.
  const pressed = Object.fromEntries(
    [...(await toolbar.ariaSnapshot()).matchAll(/- button "([^"]+)"( \[pressed\])?/g)].map(
      ([, name, on]) => [name, !!on],
    ),
  );
  expect(pressed).toMatchObject({
    'H1 (heading 1)': false,
    'H2 (heading 2)': true,
    'Bold (Ctrl+B)': true,
    'Italic (Ctrl+I)': false,
  });
  await page.context().close();
});
