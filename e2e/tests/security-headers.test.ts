import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { TEXTS } from '@brightwave/contracts';
import { makeImage } from '../../api/test/images';
import { useLiveSite } from '../support/live-site';
import { eventually, sendContactForm } from '../support/marketing';
import { settled } from '../support/pages';
import { watchPolicies, type PolicyWatch } from '../support/policy-watch';
import { publishedRoutes } from '../support/site';

// The protective headers and the Content-Security-Policy of the built site as `npm start` serves
// it, in Chromium: the main journeys (marketing pages and the contact form, sign-in, the editor
// with an image, the published post, the admin console, the chat) raise no CSP violation, while a
// script injected into a page is blocked and the site will not render inside another site's frame.

const ADMIN = { email: 'csp-admin@brightwave.example', password: 'csp-admin-password-2025' };
const live = useLiveSite({
  smtp: true,
  apiEnv: (site) => ({
    SITE_URL: site.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  }),
});

const STYLED_TEXT = 'Scripts only from the site.';
const RED = '#dc2626';
const RED_RGB = 'rgb(220, 38, 38)';

/** The CSP's directives by name. */
function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const PROTECTIVE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

function expectProtective(headers: Headers) {
  for (const [name, value] of Object.entries(PROTECTIVE)) expect(headers.get(name)).toBe(value);
  const permissions = headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions).toContain(`${feature}=()`);
  }
  expect(directives(headers.get('content-security-policy')).get('frame-ancestors')).toEqual([
    "'none'",
  ]);
  // Served over plain http (SITE_URL is http): no HSTS.
  expect(headers.get('strict-transport-security')).toBeNull();
}

async function open(page: Page, route: string) {
  await page.goto(live.site.url + route);
  await settled(page);
}

describe('headers', () => {
  it('sends a strict CSP with the protective headers on every page', async () => {
    for (const route of ['/', '/blog', '/admin/people', '/no/such/page']) {
      const response = await fetch(live.site.url + route);
      expectProtective(response.headers);
      const csp = directives(response.headers.get('content-security-policy'));
      const remotes = ['marketing', 'blog', 'admin', 'chat'].map(live.site.remoteUrl);
      const api = new URL(live.relay.url).origin;
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'self'", ...remotes]));
      expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", api, ...remotes]));
      expect(csp.get('img-src')).toEqual(
        expect.arrayContaining(["'self'", 'data:', 'blob:', api, ...remotes]),
      );
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      for (const name of ['script-src', 'default-src']) {
        expect(csp.get(name)).not.toContain("'unsafe-inline'");
        expect(csp.get(name)).not.toContain("'unsafe-eval'");
      }
      // Every inline script that executes is allowed by the hash of its exact text.
      const html = await response.text();
      const inline = [
        ...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g),
      ];
      if (route === '/') expect(inline.length).toBeGreaterThan(0);
      for (const [, text] of inline) {
        const hash = createHash('sha256').update(text!, 'utf8').digest('base64');
        expect(csp.get('script-src')).toContain(`'sha256-${hash}'`);
      }
    }
  });

  it("sends the protective headers on a remote's files, with its CORS answer kept", async () => {
    const response = await fetch(`${live.site.remoteUrl('blog')}/remoteEntry.js`, {
      headers: { Origin: live.site.url },
    });
    expect(response.status).toBe(200);
    expectProtective(response.headers);
    expect(response.headers.get('access-control-allow-origin')).toBe(live.site.url);
  });
});

describe('in Chromium', () => {
  let context: BrowserContext;
  let page: Page;
  let seen: PolicyWatch;

  beforeAll(async () => {
    context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    seen = await watchPolicies(context);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('walks the main journeys without a single CSP violation', async () => {
    // Every marketing page without a parameter, each loaded from its own HTML (first screen and
    // the inline loader included).
    const marketing = publishedRoutes()
      .filter(({ remote, route }) => remote === 'marketing' && !route.path.includes(':'))
      .map(({ route }) => route.path);
    expect(marketing).toContain('/contactus');
    for (const route of marketing) await open(page, route);

    // The contact form, sent.
    await open(page, '/contactus');
    await sendContactForm(page, {
      name: 'Cora Csp',
      email: 'cora@example.com',
      subject: 'Headers',
      message: 'Checking the policy of the site.',
    });

    // Sign-in, then the editor with a cover and an inline image, published.
    await open(page, '/login?next=%2Fblogform');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${live.site.url}/blogform`);
    await settled(page);
    const image = path.join(live.api.dataDir, 'csp-image.png');
    fs.writeFileSync(image, await makeImage('png', { width: 800, height: 450 }));
    await page.getByLabel('Cover image').setInputFiles(image);
    await page.getByRole('img', { name: 'Cover preview' }).waitFor();
    await page.getByLabel('Title').fill('A post under a strict policy');
    const editor = page.getByRole('textbox', { name: 'Content' });
    await editor.click();
    // Coloured and centred: the post's HTML carries style attributes.
    await page.getByRole('button', { name: 'Align centre' }).click();
    await page.getByLabel('Text colour').selectOption(RED);
    await page.keyboard.type(STYLED_TEXT);
    await editor.getByText(STYLED_TEXT).waitFor();
    await page.keyboard.press('Enter');
    await page.getByLabel('Image file').setInputFiles(image);
    await editor.getByRole('img').first().waitFor();
    await page.getByLabel('Tags').selectOption('Technology');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await page.getByRole('button', { name: 'Publish Now' }).click();
    await page.getByRole('dialog', { name: TEXTS.blogs.published }).waitFor();
    await page.waitForURL(`${live.site.url}/blog`, { timeout: 15_000 });
    await settled(page);

    // The blog, and the post's page loaded from its own HTML.
    await page.getByRole('link', { name: 'A post under a strict policy' }).first().click();
    await page.waitForURL(/\/blogDetails\/[a-f\d]{24}$/);
    await open(page, new URL(page.url()).pathname);
    const cover = page.getByRole('article').getByRole('img').first();
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const styled = page.getByRole('article').getByText(STYLED_TEXT);
    expect(await styled.evaluate((span) => getComputedStyle(span).color)).toBe(RED_RGB);
    expect(await styled.evaluate((span) => getComputedStyle(span.closest('p')!).textAlign)).toBe(
      'center',
    );

    // The admin console.
    const admin = publishedRoutes()
      .filter(({ remote }) => remote === 'admin')
      .map(({ route }) => route.path);
    expect(admin).toContain('/admin/people');
    for (const route of admin) await open(page, route);

    // The chat, opened and answered.
    await open(page, '/about');
    await page.getByRole('button', { name: 'Open chat' }).click();
    const panel = page.getByRole('dialog', { name: 'Chat' });
    const input = panel.getByRole('textbox', { name: 'Your message' });
    await input.fill('Do you build mobile apps?');
    await input.press('Enter');
    await panel
      .getByRole('log', { name: 'Conversation' })
      .getByText(/^Mobile App Development:/)
      .last()
      .waitFor();

    expect(seen.violations).toEqual([]);
  });

  it('blocks a script injected into a page, and reports it', async () => {
    await open(page, '/about');
    const before = seen.violations.length;
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.bwInjected = "script"';
      document.body.append(script);
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img src="data:," alt="" onerror="window.bwInjected = \'onerror\'">',
      );
    });
    await eventually(() => seen.violations.length >= before + 2, 'two violations reported');
    expect(await page.evaluate(() => (window as { bwInjected?: string }).bwInjected)).toBe(
      undefined,
    );
    const reported = seen.violations.slice(before).join('\n');
    expect(reported).toMatch(/script-src-elem blocked inline/);
    expect(reported).toMatch(/script-src-attr blocked inline/);
    seen.violations.splice(before);
  });

  it("does not render inside another site's frame", async () => {
    const other = await live.browser.newContext();
    const framer = await other.newPage();
    await framer.route('http://elsewhere.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<iframe src="${live.site.url}/admin/people" width="800" height="600"></iframe>`,
      }),
    );
    await framer.goto('http://elsewhere.example/');
    // Chromium puts its error page in a frame whose document the policy refused.
    const frame = await eventually(
      () => framer.frames().find((candidate) => candidate !== framer.mainFrame()),
      'the frame',
    );
    await eventually(() => frame.url() === 'chrome-error://chromewebdata/', 'the refused frame');
    expect(await frame.evaluate(() => document.querySelector('#root'))).toBeNull();
    await other.close();
  });
});

it('brings a visitor back to a page of this site after signing in, whatever ?next= says', async () => {
  const context = await live.browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`${live.site.url}/login?next=${encodeURIComponent('/\t/evil.example')}`);
  await settled(visitor);
  await visitor.getByLabel('Email').fill(ADMIN.email);
  await visitor.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
  await visitor.waitForURL(`${live.site.url}/`);
  await settled(visitor);
  await context.close();
});
