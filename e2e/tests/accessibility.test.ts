import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { useLiveSite } from '../support/live-site';
import { settled } from '../support/pages';
import { publishedRoutes } from '../support/site';

// Issue #27: axe-core with every WCAG 2.2 A/AA rule and its best practices over every route of
// every remote (signed out, or signed in as the role the route is for), at 1280 and 375 px, and
// with the chat panel and the dialogs open. One browser, one page per role: each route is loaded
// once and audited at both widths by resizing the viewport.

const ACCOUNTS = {
  admin: { email: 'admin@brightwave.example', password: 'demo-admin-2025' },
  author: { email: 'author@brightwave.example', password: 'demo-author-2025' },
  reader: { email: 'ally.reader@example.com', password: 'ally-reader-password-1' },
};
type Role = keyof typeof ACCOUNTS | 'visitor';
const WIDTHS = [1280, 375] as const;

const live = useLiveSite({ apiEnv: () => ({ DEMO_ACCOUNTS: 'true' }) });

async function call<T>(route: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(live.api.url + route, {
    ...init,
    headers: { 'Content-Type': 'application/json' },
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A page in its own context, signed in as `role` (the shell reads localStorage "user"). */
async function pageAs(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 900 } });
  if (role !== 'visitor') {
    const session = await call<{ token: string; user: Record<string, unknown> }>('/login', {
      method: 'POST',
      body: JSON.stringify(ACCOUNTS[role]),
    });
    await context.addInitScript(
      (value) => localStorage.setItem('user', value),
      JSON.stringify({ ...session.user, token: session.token }),
    );
  }
  return context.newPage();
}

/** The page's violations at every width, ending at the first width again. */
async function auditWidths(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    found.push(...(await seriousViolations(page, label)));
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  return found;
}

/** The narrowest width a page reflows to without horizontal scrolling (WCAG 1.4.10). */
const REFLOW_WIDTH = 320;

/** Where the page scrolls sideways at REFLOW_WIDTH, or nothing. */
async function reflowProblem(page: Page, label: string): Promise<string[]> {
  await page.setViewportSize({ width: REFLOW_WIDTH, height: 900 });
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  return scroll > client
    ? [`scrolls sideways (${scroll} > ${client} px) on ${label} at 320 px`]
    : [];
}

/** The route's path with its parameters filled in from real records. */
function concrete(path: string, postId: string): string {
  return path.replace(/:id$/, path.startsWith('/appproduct') ? 'carelink' : postId);
}

const roleFor = (access: string | undefined): Role =>
  access === 'admin' ? 'admin' : access === 'user' ? 'author' : 'visitor';

it('no serious or critical axe violations on any route, panel or dialog, at 1280 and 375 px', async () => {
  await call('/register', {
    method: 'POST',
    body: JSON.stringify({
      username: 'Ally Reader',
      ...ACCOUNTS.reader,
      admin: false,
      author: false,
    }),
  });
  const [post] = await call<{ _id: string }[]>('/getblogs?fields=summary');
  const pages = new Map<Role, Page>();
  const as = async (role: Role) => {
    if (!pages.has(role)) pages.set(role, await pageAs(live.browser, role));
    return pages.get(role)!;
  };
  const violations: string[] = [];
  const visit = async (role: Role, path: string) => {
    const page = await as(role);
    await page.goto(live.site.url + path);
    await settled(page);
    violations.push(...(await auditWidths(page, `${path} (${role})`)));
    violations.push(...(await reflowProblem(page, `${path} (${role})`)));
    return page;
  };

  const routes = publishedRoutes();
  expect(routes.length).toBeGreaterThan(20);
  for (const { route } of routes)
    await visit(roleFor(route.access), concrete(route.path, post!._id));
  // The header and the blog as a signed-in reader, author and admin see them.
  for (const role of ['reader', 'author', 'admin'] as const) await visit(role, '/blog');

  // The chat panel open, with a question answered.
  const visitor = await visit('visitor', '/');
  await visitor.getByRole('button', { name: 'Open chat' }).click();
  const chat = visitor.getByRole('dialog', { name: 'Chat' });
  const message = chat.getByRole('textbox', { name: 'Your message' });
  await message.fill('Do you build mobile apps?');
  await message.press('Enter');
  await chat
    .getByText(/^Mobile App Development:/)
    .last()
    .waitFor();
  violations.push(...(await auditWidths(visitor, 'the chat panel')));

  // The Become-an-Author modal a signed-in reader opens from "Create blog".
  const reader = await visit('reader', '/blog');
  await reader.getByRole('button', { name: 'Create blog' }).first().click();
  await reader.getByRole('dialog').waitFor();
  violations.push(...(await auditWidths(reader, 'the Become-an-Author modal')));

  // The editor's link dialog.
  const author = await visit('author', '/blogform');
  await author.getByRole('textbox', { name: 'Content' }).click();
  await author.getByRole('button', { name: 'Link', exact: true }).click();
  await author.getByRole('group', { name: 'Link', exact: true }).waitFor();
  violations.push(...(await auditWidths(author, 'the editor’s link dialog')));

  // The admin console's confirmations: granting a role and unpublishing a post.
  const admin = await visit('admin', '/admin/people');
  await admin
    .getByRole('group', { name: 'Roles of Ally Reader' })
    .getByRole('button', { name: 'Author' })
    .click();
  await admin.getByRole('dialog', { name: 'Make author?' }).waitFor();
  violations.push(...(await auditWidths(admin, 'the grant-role confirmation')));
  await admin.keyboard.press('Escape');
  await visit('admin', '/admin/content');
  await admin
    .getByRole('button', { name: /^Unpublish / })
    .first()
    .click();
  await admin.getByRole('dialog', { name: 'Unpublish this post?' }).waitFor();
  violations.push(...(await auditWidths(admin, 'the unpublish confirmation')));

  expect(violations).toEqual([]);
}, 600_000);

it('reduced motion stops every animation and transition; forced colours keep focus visible', async () => {
  const page = await pageAs(live.browser, 'visitor');
  await page.emulateMedia({ reducedMotion: 'reduce', forcedColors: 'active' });
  for (const path of ['/', '/contactus']) {
    await page.goto(live.site.url + path);
    await settled(page);
    // Nothing moves: every animation and transition lasts no time at all.
    const moving = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('*')].flatMap((element) => {
        const style = getComputedStyle(element);
        const seconds = [style.animationDuration, style.transitionDuration]
          .flatMap((list) => list.split(','))
          .map((value) => parseFloat(value) * (value.trim().endsWith('ms') ? 0.001 : 1));
        const named = style.animationName !== 'none' || style.transitionProperty !== 'none';
        return named && seconds.some((value) => value > 0.001)
          ? [`${element.tagName.toLowerCase()}.${element.className}`]
          : [];
      }),
    );
    expect({ path, moving }).toEqual({ path, moving: [] });
    // Every control reached with Tab shows an outline (forced-colours mode drops box-shadows).
    const unringed: string[] = [];
    for (let tab = 0; tab < 20; tab += 1) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        // A card's link draws its ring on ::after, round the whole card.
        const ringed = [getComputedStyle(element), getComputedStyle(element, '::after')].some(
          (style) => style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1,
        );
        return {
          what: `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 30) ?? ''}`,
          ringed,
        };
      });
      if (!focus.ringed) unringed.push(focus.what);
    }
    expect({ path, unringed }).toEqual({ path, unringed: [] });
  }
  await page.context().close();
});
