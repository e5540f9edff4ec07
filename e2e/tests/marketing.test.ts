import type { Page, Request } from 'playwright-core';
import { mailText, type ReceivedMail } from '../../api/test/smtp';
import { saveScreenshot, useLiveSite } from '../support/live-site';
import { settled } from '../support/pages';
import { reusedPages, type Loaded } from '../support/reused-pages';
import {
  eventually,
  imageProblems,
  loadAllImages,
  overflowingElements,
} from '../support/marketing';

// The marketing section and the contact form, in Chromium against
// the built site served as in production, the built API and a real SMTP server.

const COMPANY_INBOX = 'hello@brightwave.example';
const NOTICE = 'Thank you! Your message has been sent.';

const ROUTES = [
  '/',
  '/BusinessSolutionsOverview',
  '/CustomWebSolutions',
  '/PartnerLogos',
  '/OurServices',
  '/ClientIndustries',
  '/ProductShowcase',
  '/contactus',
  '/contactusinfo',
  '/about',
  '/aboutceative',
  '/services/artificial-intelligence',
  '/services/web-development',
  '/services/mobile-development',
  '/services/game-development',
  '/services/dataanalytics',
  '/allservices',
  '/question',
  '/teachinnovation',
  '/products',
  '/appproduct',
  '/mobileappproduct',
  '/forminfo',
];
const WIDTHS = [375, 1280];

const live = useLiveSite({ smtp: true, apiEnv: () => ({ MAIL_WORKER_INTERVAL_MS: '200' }) });

// One page per width for every check: each check loads its URL afresh (a real load of the
// document), with the site's scripts already in the browser's cache.
const pages = reusedPages(async (width: number) => {
  const context = await live.browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
});
afterAll(() => pages.close());

async function open(route: string, width = 1280): Promise<Loaded> {
  const loaded = await pages.load(width, live.site.url + route);
  await settled(loaded.page);
  return loaded;
}

const slug = (route: string) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '-'));

/** The facts block of a product detail page as { Published, Services, Industry }. */
async function facts(page: Page): Promise<Record<string, string>> {
  const block = page.getByRole('region', { name: 'Project details' });
  const terms = await block.getByRole('term').allTextContents();
  const values = await block.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term.trim(), values[index]!.trim()]));
}

/** What the audit of one route at one width found; all empty/false/1 when the page is fine. */
async function audit(route: string, width: number) {
  const { page, errors } = await open(route, width);
  await loadAllImages(page);
  // The whole page on a phone, where columns stack and overflow shows; the first screen on a
  // desktop (a whole desktop page costs Chromium about 1.3 s of CPU to draw, 23 times over).
  await saveScreenshot(page, `marketing-${slug(route)}-${width}`, {
    fullPage: width < 768,
    animations: 'disabled', // entrance animations finished, as a reader sees the page
  });
  const mainText = (await page.locator('main').textContent()) ?? '';
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  return {
    h1InMain: await page.locator('main h1').count(),
    failureScreen: /Loading chunk failed|Unexpected Application Error!/.test(mainText),
    horizontalScroll:
      scrollWidth > width
        ? [`scrollWidth ${scrollWidth}`, ...(await overflowingElements(page))]
        : [],
    pageErrors: errors,
    images: await imageProblems(page),
  };
}

describe('every marketing route at 375 px and 1280 px: one h1 in main, no failure screen, no horizontal scroll, no page errors, every image with alt and loaded', () => {
  const fine = {
    h1InMain: 1,
    failureScreen: false,
    horizontalScroll: [],
    pageErrors: [],
    images: [],
  };

  // The two widths load side by side: the file stays fast on a small machine.
  it.each(ROUTES)('%s', async (route) => {
    const [narrow, wide] = await Promise.all(WIDTHS.map((width) => audit(route, width)));
    expect({ '375 px': narrow, '1280 px': wide }).toEqual({ '375 px': fine, '1280 px': fine });
  });
});

describe('home page', () => {
  it('hero buttons lead to /contactus and /allservices', async () => {
    const { page } = await open('/');
    const hero = page.locator('main section', { has: page.locator('h1') }).first();
    await hero.getByRole('link', { name: 'Contact us', exact: true }).click();
    await page.waitForURL(`${live.site.url}/contactus`);
    await settled(page);
    await expect(page.getByLabel('Message', { exact: true }).isVisible()).resolves.toBe(true);

    await page.goBack();
    await settled(page);
    await hero.getByRole('link', { name: 'Explore services', exact: true }).click();
    await page.waitForURL(`${live.site.url}/allservices`);
    await settled(page);
  });

  it('shows the three trust badges', async () => {
    const { page } = await open('/');
    const hero = page.locator('main section', { has: page.locator('h1') }).first();
    const badges = (await hero.getByRole('listitem').allTextContents()).map((text) =>
      text.replace(/\s+/g, ' ').trim(),
    );
    expect(badges).toHaveLength(3);
    expect(badges[0]).toBe('100+ Successful Projects');
    expect(badges[1]).toContain('Innovative Solutions');
    expect(badges[2]).toContain('Proven Results');
  });

  it('has four service cards tagged AI, WEB, GAME, MOBILE that open the service pages', async () => {
    const { page } = await open('/');
    const cards = page
      .locator('main li')
      .filter({ has: page.locator('a[href^="/services/"]') })
      .filter({ has: page.getByText(/^(AI|WEB|GAME|MOBILE)$/) });
    await expect(cards.count()).resolves.toBe(4);
    const tags: string[] = [];
    for (let index = 0; index < 4; index++) {
      tags.push(
        (await cards
          .nth(index)
          .getByText(/^(AI|WEB|GAME|MOBILE)$/)
          .textContent())!,
      );
    }
    expect(tags).toEqual(['AI', 'WEB', 'GAME', 'MOBILE']);

    const expected: Record<string, string> = {
      AI: '/services/artificial-intelligence',
      WEB: '/services/web-development',
      GAME: '/services/game-development',
      MOBILE: '/services/mobile-development',
    };
    for (const [index, tag] of tags.entries()) {
      // The whole card is clickable, not only its title: a click near its top corner.
      await cards.nth(index).click({ position: { x: 12, y: 12 } });
      await page.waitForURL(live.site.url + expected[tag]!);
      await settled(page);
      await expect(page.locator('main h1').count()).resolves.toBe(1);
      await page.goBack();
      await settled(page);
    }
  });

  it('filters the portfolio: All, Web App, Mobile App, and AI with an empty state', async () => {
    const { page } = await open('/');
    const filters = page.getByRole('group', { name: 'Filter projects' });
    await expect(filters.getByRole('button').allTextContents()).resolves.toEqual([
      'All',
      'Web App',
      'Mobile App',
      'AI',
    ]);
    const grid = page
      .locator('main ul')
      .filter({ has: page.locator('a[href="/mobileappproduct"]') });
    const categories = () => grid.getByText(/^(Web|Mobile) App$/).allTextContents();

    await expect(
      filters.getByRole('button', { name: 'All' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    expect((await categories()).sort()).toEqual([
      'Mobile App',
      'Mobile App',
      'Mobile App',
      'Web App',
    ]);

    await filters.getByRole('button', { name: 'Web App' }).click();
    await expect(
      filters.getByRole('button', { name: 'Web App' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await expect(categories()).resolves.toEqual(['Web App']);

    await filters.getByRole('button', { name: 'Mobile App' }).click();
    await expect(categories()).resolves.toEqual(['Mobile App', 'Mobile App', 'Mobile App']);

    await filters.getByRole('button', { name: 'AI' }).click();
    await expect(
      filters.getByRole('button', { name: 'AI' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await expect(grid.count()).resolves.toBe(0);
    // A designed empty state with a way forward, not a blank grid.
    const empty = page.locator('main').getByRole('link', { name: 'Explore AI services' });
    await expect(empty.isVisible()).resolves.toBe(true);
    await expect(empty.getAttribute('href')).resolves.toBe('/services/artificial-intelligence');

    await filters.getByRole('button', { name: 'All' }).click();
    await expect(categories()).resolves.toHaveLength(4);
  });
});

describe('content pages', () => {
  it('/about shows the four stats', async () => {
    const { page } = await open('/about');
    const text = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
    for (const stat of [
      '50+ Projects Completed',
      '100% Client Satisfaction',
      '24/7 Support Available',
      '5+ Years Experience',
    ]) {
      expect(text).toContain(stat);
    }
  });

  it('/products shows four products with ratings 4.9, 4.8, 5.0, 4.7 and a Contact button', async () => {
    const { page } = await open('/products');
    const cards = page.locator('main li').filter({ has: page.locator('a[href^="/appproduct"]') });
    await expect(cards.count()).resolves.toBe(4);
    const rows: string[][] = [];
    for (let index = 0; index < 4; index++) {
      const card = cards.nth(index);
      const text = ((await card.textContent()) ?? '').replace(/\s+/g, ' ');
      rows.push([
        (await card.getByRole('link').textContent())!.trim(),
        text.match(/(\d\.\d) out of 5/)?.[1] ?? 'no rating',
        text.match(/Healthcare|Productivity|Spiritual/)?.[0] ?? 'no domain',
      ]);
    }
    expect(rows).toEqual([
      ['Doctor-patient communication app', '4.9', 'Healthcare'],
      ['Document and PDF tool', '4.8', 'Productivity'],
      [expect.stringMatching(/^Quran app/), '5.0', 'Spiritual'],
      ['Laboratory management system', '4.7', 'Healthcare'],
    ]);
    const contact = page.locator('main').getByRole('link', { name: 'Contact', exact: true });
    await expect(contact.getAttribute('href')).resolves.toBe('/contactus');
  });

  it('data analytics FAQ: four questions, one open at a time, the open one closes on click', async () => {
    const { page } = await open('/services/dataanalytics');
    await expect(page.locator('main').textContent()).resolves.toMatch(/15\+? ?years/i);
    const questions = page.locator('main button[aria-expanded]');
    await expect(questions.count()).resolves.toBe(4);
    const expanded = async () => {
      const states: boolean[] = [];
      for (let index = 0; index < 4; index++) {
        states.push((await questions.nth(index).getAttribute('aria-expanded')) === 'true');
      }
      return states;
    };
    const panelOf = async (index: number) =>
      page.locator(`[id="${await questions.nth(index).getAttribute('aria-controls')}"]`);

    await expect(expanded()).resolves.toEqual([false, false, false, false]);
    await questions.nth(0).click();
    await expect(expanded()).resolves.toEqual([true, false, false, false]);
    await expect((await panelOf(0)).isVisible()).resolves.toBe(true);

    await questions.nth(2).click();
    await expect(expanded()).resolves.toEqual([false, false, true, false]);
    await expect((await panelOf(0)).isVisible()).resolves.toBe(false);
    await expect((await panelOf(2)).isVisible()).resolves.toBe(true);

    await questions.nth(2).click();
    await expect(expanded()).resolves.toEqual([false, false, false, false]);
    await expect((await panelOf(2)).isVisible()).resolves.toBe(false);
  });
});

describe('contact page content', () => {
  it('/contactus: labelled fields, the 24-hour promise, two phones, two e-mails, two offices, working hours', async () => {
    const { page } = await open('/contactus');
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(page.getByLabel(label, { exact: true }).getAttribute('required')).resolves.toBe(
        '',
      );
    }
    await expect(page.getByLabel('Email', { exact: true }).getAttribute('type')).resolves.toBe(
      'email',
    );
    await expect(page.getByLabel('Message', { exact: true }).getAttribute('rows')).resolves.toBe(
      '5',
    );
    const text = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
    expect(text).toMatch(/within 24 hours/);
    const main = page.locator('main');
    await expect(main.locator('a[href^="tel:"]').count()).resolves.toBe(2);
    await expect(main.locator('a[href^="mailto:"]').count()).resolves.toBe(2);
    expect(text).toMatch(/Monday\s?-\s?Friday 9am\s?-\s?6pm/);
    expect(text).toMatch(/Saturday 10am\s?-\s?4pm/);
    // The two offices of the contact card.
    expect(text).toContain('San Francisco');
    expect(text).toContain('London');
  });
});

describe('product detail journeys', () => {
  it('from /products, a product opens its detail page with title, Published, Services, Industry', async () => {
    const { page, errors } = await open('/products');
    // Anywhere on the card: here near its top corner, on the picture.
    await page
      .locator('main li', { hasText: 'Laboratory management system' })
      .click({ position: { x: 12, y: 12 } });
    await page.waitForURL(/\/appproduct(\/labsphere)?$/);
    await settled(page);
    await expect(page.locator('main h1').textContent()).resolves.toContain(
      'Laboratory management system',
    );
    const shown = await facts(page);
    expect(Object.keys(shown)).toEqual(['Published', 'Services', 'Industry']);
    expect(shown.Published).toBe('7 Jul 2024');
    expect(shown.Industry).toBe('Healthcare');
    expect(shown.Services).not.toBe('');
    expect(errors).toEqual([]);
  });

  it('from the home portfolio, a card opens /mobileappproduct showing that project', async () => {
    const { page } = await open('/');
    // Anywhere on the card: here near its top corner, on the picture.
    await page
      .locator('main li', { hasText: 'Document and PDF tool' })
      .click({ position: { x: 12, y: 12 } });
    await page.waitForURL(`${live.site.url}/mobileappproduct`);
    await settled(page);
    await expect(page.locator('main h1').textContent()).resolves.toContain('Document and PDF tool');
    const shown = await facts(page);
    expect(shown.Published).toBe('1 Oct 2024');
    expect(shown.Industry).toBe('Productivity');
    await expect(page.locator('main').textContent()).resolves.not.toContain(
      'Error: No data passed to the product page.',
    );
  });

  it('a deep link /appproduct/carelink renders without navigation state', async () => {
    const { page, errors } = await open('/appproduct/carelink');
    await expect(page.locator('main h1').textContent()).resolves.toContain(
      'Doctor-patient communication app',
    );
    const shown = await facts(page);
    expect(shown).toMatchObject({ Published: '1 Oct 2024', Industry: 'Healthcare' });
    const live = page.getByRole('link', { name: /Visit Live Site/i });
    await expect(live.getAttribute('href')).resolves.toMatch(/^https:\/\//);
    expect(errors).toEqual([]);
  });

  it.each([
    ['/appproduct', 'No product data available. Please return to the previous page.'],
    ['/mobileappproduct', 'Error: No data passed to the product page.'],
  ])('%s without navigation state (or id) says: %s', async (route, message) => {
    const { page } = await open(route);
    await expect(page.getByText(message).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('region', { name: 'Project details' }).count()).resolves.toBe(0);
  });
});

describe('contact form, with the real API and a real SMTP server', () => {
  /** What a visitor types, by field label. */
  const visitor = {
    Name: 'Grace Hopper',
    Email: 'grace@example.com',
    Subject: 'A new website',
    Message: 'We would like a new website.\nCan we talk next week?',
  };
  const mailsAbout = (subject: string) =>
    live.smtp.received.filter((mail) => mail.headers.subject?.includes(subject));

  /** The real API's answer to the form's POST /send-email. */
  const sendEmailAnswer = (page: Page) =>
    page.waitForResponse(
      (response) =>
        response.url() === `${live.relay.url}/send-email` && response.request().method() === 'POST',
    );

  async function fillContactForm(page: Page, values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
  }

  /** After a failure: everything typed is still there, Send works again, no success notice. */
  async function expectKeptForAnotherTry(page: Page, values: Record<string, string>) {
    await expect(fieldValues(page, Object.keys(values))).resolves.toEqual(values);
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await expect(send.isEnabled()).resolves.toBe(true);
    await expect(page.getByText(NOTICE).count()).resolves.toBe(0);
  }

  async function fieldValues(page: Page, labels: string[]) {
    const values: Record<string, string> = {};
    for (const label of labels)
      values[label] = await page.getByLabel(label, { exact: true }).inputValue();
    return values;
  }

  it('sends: "Sending" while in flight, a notice for about 5 s, cleared fields, mail to both sides', async () => {
    const { page } = await open('/contactus');
    const subject = `Website rebuild ${Date.now()}`;
    const values = { ...visitor, Subject: subject };
    await fillContactForm(page, values);

    // Hold the request until "Sending" has been seen; it then goes on to the real API.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${live.relay.url}/send-email`, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const answered = sendEmailAnswer(page);

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const sending = page.getByRole('button', { name: 'Sending' });
    await sending.waitFor();
    await expect(sending.isDisabled()).resolves.toBe(true);
    await expect(page.getByText(NOTICE).count()).resolves.toBe(0);
    release();

    const response = await answered;
    expect(response.status()).toBe(200);
    const notice = page.getByRole('status').filter({ hasText: NOTICE });
    await notice.waitFor();
    const shownAt = Date.now();
    await expect(fieldValues(page, Object.keys(values))).resolves.toEqual({
      Name: '',
      Email: '',
      Subject: '',
      Message: '',
    });
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await expect(send.isEnabled()).resolves.toBe(true);

    await page.getByText(NOTICE).waitFor({ state: 'hidden', timeout: 10_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(4_000);
    expect(shownFor).toBeLessThan(7_000);

    const notify = await eventually(
      () => mailsAbout(subject).find((mail) => mail.rcptTo.includes(COMPANY_INBOX)),
      'the notice at the SMTP server',
    );
    expect(notify.headers['reply-to']).toContain('grace@example.com');
    expect(mailText(notify.raw)).toContain('Can we talk next week?');
    // The acknowledgement goes to the typed address with fixed text: none of what was typed.
    const ack = await eventually(
      () => live.smtp.received.find((mail) => mail.rcptTo.includes('grace@example.com')),
      'the acknowledgement at the SMTP server',
    );
    expect(ack.rcptTo).toEqual(['grace@example.com']);
    expect(ack.headers.to).toBe('grace@example.com');
    for (const typed of [subject, 'Grace Hopper', 'Can we talk next week?']) {
      expect(mailText(ack.raw)).not.toContain(typed);
    }
    expect(mailsAbout(subject)).toHaveLength(1);
  });

  it("shows the server's readable message for a 400 next to its field and keeps what was typed", async () => {
    const { page } = await open('/contactus');
    // The subject field stops at the server's limit of 200 characters.
    await page.getByLabel('Subject', { exact: true }).fill('x'.repeat(201));
    const typed = await page.getByLabel('Subject', { exact: true }).inputValue();
    expect(typed.length).toBeLessThanOrEqual(200);

    // A blank subject never leaves the page: the form checks with the API's own schema.
    const values = { ...visitor, Subject: '   ' };
    await fillContactForm(page, values);
    const subject = page.getByLabel('Subject', { exact: true });
    let posts = 0;
    const countPost = (request: Request) => {
      if (request.url() === `${live.relay.url}/send-email` && request.method() === 'POST')
        posts += 1;
    };
    page.on('request', countPost);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(subject.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(subject.evaluate((field) => field === document.activeElement)).resolves.toBe(true);
    page.off('request', countPost); // the page serves the next checks
    expect(posts).toBe(0);

    // The same blank subject sent past the form: the real API refuses it, naming the field.
    await fillContactForm(page, { Subject: 'A new website' });
    await page.route(`${live.relay.url}/send-email`, async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, subject: '   ' }) });
    });
    const answered = sendEmailAnswer(page);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(answered.then((response) => response.status())).resolves.toBe(400);
    await page.waitForFunction(
      (field) => field === document.activeElement,
      await subject.elementHandle(),
    );
    await expect(subject.getAttribute('aria-invalid')).resolves.toBe('true');
    const describedBy = (await subject.getAttribute('aria-describedby')) ?? '';
    await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe(
      'Please enter a subject.',
    );
    await expectKeptForAnotherTry(page, { ...visitor, Subject: 'A new website' });
  });

  it('shows a polite error and keeps what was typed while the API is unreachable', async () => {
    const { page } = await open('/contactus');
    const values = { ...visitor, Subject: 'Unreachable', Message: 'Is anybody there?' };
    await fillContactForm(page, values);
    live.relay.target = undefined; // connections to the API's address are dropped, as when it is down
    try {
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      const alert = page.getByRole('alert').filter({ hasText: /try again/i });
      await alert.waitFor();
      const text = (await alert.textContent()) ?? '';
      expect(text).toMatch(/sorry|could not/i);
      expect(text).not.toMatch(/TypeError|Failed to fetch|status \d+|undefined/);
    } finally {
      live.relay.target = live.api.url;
    }
    await expectKeptForAnotherTry(page, values);
    expect(mailsAbout('Unreachable')).toEqual([]);
  });

  it('/forminfo: the project inquiry posts to the same API and reaches the company inbox', async () => {
    const { page } = await open('/forminfo');
    await fillContactForm(page, {
      Name: 'Katherine Johnson',
      Email: 'katherine@example.com',
      'About your project': `An app for field teams ${Date.now()}`,
    });
    const projectType = page.getByLabel('Project type', { exact: true });
    const options = await projectType.locator('option:not([disabled])').allTextContents();
    expect(options.length).toBeGreaterThan(1);
    await projectType.selectOption({ label: options[1]! });
    const answered = sendEmailAnswer(page);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(answered.then((response) => response.status())).resolves.toBe(200);
    await page.getByRole('status').filter({ hasText: NOTICE }).waitFor();
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('');

    const notify = await eventually(
      () =>
        live.smtp.received.find(
          (mail: ReceivedMail) =>
            mail.rcptTo.includes(COMPANY_INBOX) &&
            mail.headers['reply-to']?.includes('katherine@example.com'),
        ),
      'the inquiry at the company inbox',
    );
    expect(notify.headers.subject).toContain(options[1]);
  });
});
