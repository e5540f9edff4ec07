import type { Page } from 'playwright-core';
import { API_PATHS } from '@brightwave/contracts';
import { callApi, pageSignedIn } from '../support/api-session';
import { focusStop, seriousViolations } from '../support/axe';
import { useLiveSite } from '../support/live-site';
import { settled } from '../support/pages';
import { publishedRoutes } from '../support/site';

// Issue #27: axe-core with every WCAG 2.2 A/AA rule and its best practices over every route of
// every remote (signed out, or signed in as the role the route is for), at 1280 and 375 px, and
// with the chat panel and the dialogs open. One browser, one page per role: each page loads the
// site once, then goes from route to route as a link does (client-side), and audits each route
// at both widths by resizing the viewport.

const ACCOUNTS = {
  admin: { email: 'admin@brightwave.example', password: 'demo-admin-2025' },
  author: { email: 'author@brightwave.example', password: 'demo-author-2025' },
  reader: { email: 'ally.reader@example.com', password: 'ally-reader-password-1' },
};
type Role = keyof typeof ACCOUNTS | 'visitor';
const WIDTHS = [1280, 375] as const;

const live = useLiveSite({ apiEnv: () => ({ DEMO_ACCOUNTS: 'true' }) });

const call = <T>(route: string, init?: RequestInit) => callApi<T>(live, route, init);

/** A page in its own context, signed in as `role`. */
const pageAs = (role: Role): Promise<Page> =>
  pageSignedIn(live, role === 'visitor' ? undefined : ACCOUNTS[role]);

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

/**
 * The viewport a page must reflow to without horizontal scrolling (WCAG 1.4.10): 320 CSS px wide,
 * as a 1280 x 1024 screen zoomed to 400% gives.
 */
const ZOOMED = { width: 1280 / 4, height: 1024 / 4 };

/** Where the page scrolls sideways at 400% zoom, or nothing. */
async function reflowProblem(page: Page, label: string): Promise<string[]> {
  await page.setViewportSize(ZOOMED);
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  return scroll > client
    ? [`scrolls sideways (${scroll} > ${client} px) on ${label} at 400% zoom (320 px)`]
    : [];
}

/** The route's path with its parameters filled in from real records. */
function concrete(path: string, postId: string): string {
  return path.replace(/:id$/, path.startsWith('/appproduct') ? 'carelink' : postId);
}

/** Goes to `path` as the site's links do, without reloading the page. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
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
  // A lead, so the console's leads table has a row to lay out at every width.
  await call(API_PATHS.sendEmail, {
    method: 'POST',
    body: JSON.stringify({
      name: 'Ally Lead',
      email: 'ally.lead@example.com',
      subject: 'An accessible quote',
      message: 'A row for the leads table to lay out at every width.',
    }),
  });
  const [post] = await call<{ _id: string }[]>('/getblogs?fields=summary');
  const pages = new Map<Role, Page>();
  const as = async (role: Role) => {
    if (!pages.has(role)) pages.set(role, await pageAs(role));
    return pages.get(role)!;
  };
  const violations: string[] = [];
  const visit = async (role: Role, path: string) => {
    const page = await as(role);
    if (page.url().startsWith(live.site.url)) await navigate(page, path);
    else await page.goto(live.site.url + path);
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
  // Public pages, the admin console and the editor (its toolbar within the first 40 Tab stops).
  const checks: Array<[Role, string]> = [
    ['visitor', '/'],
    ['visitor', '/contactus'],
    ['admin', '/admin/leads'],
    ['author', '/blogform'],
  ];
  for (const [role, path] of checks) {
    const page = await pageAs(role);
    await page.emulateMedia({ reducedMotion: 'reduce', forcedColors: 'active' });
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
    for (let tab = 0; tab < 40; tab += 1) {
      await page.keyboard.press('Tab');
      const focus = await focusStop(page, { shadows: false });
      // Past the last control focus leaves the page for a moment: nothing to ring.
      if (!focus.ringed && !focus.none) unringed.push(focus.what);
    }
    expect({ path, unringed }).toEqual({ path, unringed: [] });
    await page.context().close();
  }
});
