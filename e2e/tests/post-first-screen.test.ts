import type { Page } from 'playwright-core';
import { API_PATHS, TEXTS, type Blog } from '@brightwave/contracts';
import { makeImage } from '../../api/test/images';
import { postForm } from '../support/api-session';
import { saveScreenshot, useLiveSite } from '../support/live-site';
import { settled } from '../support/pages';

// A post and /blog's first page come with their first screen in the HTML, rendered per request by
// the blog remote's server build from the API's answers (the route's `render` sources), which the
// page carries for the browser's first render: without scripts the post and the cards read; with
// them, the same text in the same boxes, no loading state, no shift, and no fetch of what the
// page already has. A post that does not exist, and a draft, answer 404 with "Blog Not Found".

const WRITER = { email: 'ssr-writer@brightwave.example', password: 'ssr-writer-password-2025' };
const TITLE = 'Rendered on the server, read before any script';
const BODY = 'This sentence is in the HTML the server sent.';
const DRAFT = { title: 'A draft nobody else may read', body: 'Private words of a draft.' };

const live = useLiveSite({
  apiEnv: (site) => ({
    SITE_URL: site.url,
    ADMIN_EMAIL: WRITER.email,
    ADMIN_PASSWORD: WRITER.password,
  }),
});
let post: Blog;
let draft: Blog;
let token: string;
/** The writer's session as the site keeps it in localStorage (web-kit's session store). */
let session: string;

async function createPost(token: string, fields: Record<string, string>, cover?: Buffer) {
  const response = await fetch(live.api.url + API_PATHS.createBlog, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: postForm(fields, cover),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Blog;
}

beforeAll(async () => {
  const login = await fetch(live.api.url + API_PATHS.login, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(WRITER),
  });
  const signedIn = (await login.json()) as { token: string; user: object };
  token = signedIn.token;
  session = JSON.stringify({ ...signedIn.user, token });
  const cover = await makeImage('png', { width: 1400, height: 800 });
  post = await createPost(
    token,
    {
      title: TITLE,
      content: `<h2>Why it matters</h2><p>${BODY}</p><p>And <strong>this</strong> one too.</p>`,
      tags: 'Technology',
    },
    cover,
  );
  draft = await createPost(
    token,
    { title: DRAFT.title, content: `<p>${DRAFT.body}</p>`, tags: 'Technology', status: 'draft' },
    cover,
  );
});

/** The page's HTML as sent, and its status. */
async function served(pathname: string) {
  const response = await fetch(live.site.url + pathname);
  return { status: response.status, html: await response.text() };
}

/** Records, from the page's start, loading states shown, layout shifts and the API calls made. */
async function watch(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(live.relay.url)) calls.push(new URL(request.url()).pathname);
  });
  await page.addInitScript(() => {
    const seen = { loading: false, shift: 0 };
    (window as { seen?: typeof seen }).seen = seen;
    new MutationObserver(() => {
      // The page's own loading state (the discussion under a post loads after: its own).
      const statuses = document.querySelectorAll('main [role="status"]');
      const own = [...statuses].filter((status) => !status.closest('#discussion'));
      if (own.some((status) => /Loading/.test(status.textContent ?? ''))) {
        seen.loading = true;
      }
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        seen.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    calls,
    seen: () =>
      page.evaluate(() => (window as { seen?: { loading: boolean; shift: number } }).seen!),
  };
}

/** The text and box of each element `selectors` finds in the page's main element. */
function firstScreen(page: Page, selectors: string[]) {
  return page.evaluate((list) => {
    const main = document.querySelector('main')!;
    return list.map((selector) => {
      const element = main.querySelector<HTMLElement>(selector);
      if (!element) return { selector, missing: true };
      const box = element.getBoundingClientRect();
      return {
        selector,
        text: element.innerText.trim(),
        box: [box.x, box.y, box.width, box.height].map(Math.round),
      };
    });
  }, selectors);
}

/**
 * The page at each width without scripts and with them: the elements' texts and boxes match, the
 * scripts show no loading state and move nothing; `check` runs on the page without scripts.
 */
async function sameWithAndWithoutScripts(
  pathname: string,
  selectors: string[],
  name: string,
  check: (page: Page) => Promise<void>,
) {
  for (const width of [375, 1280]) {
    const screens = [];
    for (const javaScriptEnabled of [false, true]) {
      const context = await live.browser.newContext({
        viewport: { width, height: 900 },
        javaScriptEnabled,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const watched = await watch(page);
      await page.goto(live.site.url + pathname);
      if (javaScriptEnabled) {
        await settled(page);
        const seen = await watched.seen();
        expect(seen.loading).toBe(false);
        expect(seen.shift).toBeLessThanOrEqual(0.02);
        // What the page came with is not asked for again.
        expect(watched.calls).not.toContain(
          pathname === '/blog' ? API_PATHS.blogs : API_PATHS.blog(post._id),
        );
      } else {
        await check(page);
      }
      await page.evaluate(() => document.fonts.ready);
      screens.push(await firstScreen(page, selectors));
      await saveScreenshot(
        page,
        `first-screen-${name}-${width}-${javaScriptEnabled ? 'js' : 'nojs'}`,
        { fullPage: true },
      );
      await context.close();
    }
    expect(screens[0]!.every((element) => !('missing' in element))).toBe(true);
    expect(screens[1]).toEqual(screens[0]);
  }
}

describe("a post's first screen", () => {
  it('is in the HTML: hero, cover with its size, the body, and the answer it came from', async () => {
    const { status, html } = await served(`/blogDetails/${post._id}`);
    expect(status).toBe(200);
    expect(html).toContain(`>${TITLE}</h1>`);
    expect(html).toContain(BODY);
    expect(html).toMatch(/<time dateTime="[^"]+">/);
    expect(html).toMatch(/<img[^>]*src="[^"]*\/media\/[^"]+"[^>]*width="1200" height="630"/);
    expect(html).toContain('<script id="bw-first-answers" type="application/json">');
    expect(html).not.toContain(TEXTS.blogs.loadingPost);
  });

  it('reads without scripts, and the scripts change nothing in it', async () => {
    await sameWithAndWithoutScripts(
      `/blogDetails/${post._id}`,
      ['article > header', 'h1', 'time', 'ul[aria-label="Tags"]', 'article img', 'h2'],
      'post',
      async (page) => {
        await expect(page.getByText(BODY).isVisible()).resolves.toBe(true);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(TITLE);
        // The comments come with scripts: the discussion says so instead of a spinner for ever.
        const discussion = page.getByRole('region', { name: /^Discussion/ });
        await expect(
          discussion.getByText(/comments load with JavaScript/).isVisible(),
        ).resolves.toBe(true);
        await expect(discussion.getByRole('status').isVisible()).resolves.toBe(false);
      },
    );
    // With scripts, while the comments are on their way: the spinner, and not that note.
    const context = await live.browser.newContext();
    const page = await context.newPage();
    await page.route(`**${API_PATHS.discussionComments(post._id)}`, () => {}); // never answered
    await page.goto(`${live.site.url}/blogDetails/${post._id}`);
    const discussion = page
      .locator(':not([data-first-screen]) > main')
      .getByRole('region', { name: /^Discussion/ });
    await discussion.getByRole('status').filter({ hasText: 'Loading comments...' }).waitFor();
    await expect(discussion.getByText(/comments load with JavaScript/).isVisible()).resolves.toBe(
      false,
    );
    await context.close();
  });

  it('is HTTP 404 with "Blog Not Found" for a post that does not exist, and for a draft', async () => {
    for (const id of ['0123456789abcdef01234567', draft._id]) {
      const { status, html } = await served(`/blogDetails/${id}`);
      expect(status).toBe(404);
      expect(html).toContain(TEXTS.blogs.notFoundTitle);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain(DRAFT.title);
      expect(html).not.toContain(DRAFT.body);
    }
    const context = await live.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${live.site.url}/blogDetails/${draft._id}`);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      TEXTS.blogs.notFoundTitle,
    );
    await expect(page.getByText(DRAFT.title).count()).resolves.toBe(0);
    await context.close();
    // Its author, signed in (which the server cannot tell), gets it drawn by the browser.
    const own = await live.browser.newContext();
    await own.addInitScript((value) => window.localStorage.setItem('user', value), session);
    const ownPage = await own.newPage();
    await ownPage.goto(`${live.site.url}/blogDetails/${draft._id}`);
    await ownPage.getByRole('heading', { level: 1, name: DRAFT.title }).waitFor();
    await ownPage.getByText(DRAFT.body).waitFor();
    await own.close();
  });
});

describe('reading a post', () => {
  it('starts its text within the first screen at 1280 x 800, and offers share links', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${live.site.url}/blogDetails/${post._id}`);
    await settled(page);
    const body = page.locator(':not([data-first-screen]) > main').getByText(BODY);
    const box = await body.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(800);
    const share = page.getByRole('region', { name: 'Share this post' });
    const link = encodeURIComponent(`${live.site.url}/blogDetails/${post._id}`);
    await expect(
      share.getByRole('link', { name: /Share on X/ }).getAttribute('href'),
    ).resolves.toContain(`url=${link}`);
    await expect(
      share.getByRole('link', { name: /Share on LinkedIn/ }).getAttribute('href'),
    ).resolves.toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${link}`);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: live.site.url,
    });
    await share.getByRole('button', { name: 'Copy link' }).click();
    await share.getByRole('status').filter({ hasText: 'Link copied.' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      `${live.site.url}/blogDetails/${post._id}`,
    );
    await saveScreenshot(page, 'post-reading-1280');
    await context.close();
  });
});

describe('the pages the server keeps', () => {
  it('sends a post again as it was, until the post changes through the API', async () => {
    const pathname = `/blogDetails/${post._id}`;
    // The like count as React's server rendering writes it (text parts split by comments).
    const likes = (html: string) =>
      /(\d+)<span class="bw-visually-hidden"> likes?</.exec(html.replaceAll('<!-- -->', ''))?.[1];
    const first = await served(pathname);
    expect(likes(first.html)).toBe('0');
    // Kept: the same bytes again (but the visitor's own cookie, which is not part of the page).
    const again = await served(pathname);
    expect(again.html).toBe(first.html);
    const like = await fetch(`${live.api.url}${API_PATHS.likeBlog(post._id)}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(like.status).toBe(200);
    // The posts' version stamp moved: the kept page is retired within the stamp's poll.
    const liked = Date.now();
    for (;;) {
      const { html } = await served(pathname);
      if (likes(html) === '1') break;
      expect(Date.now() - liked).toBeLessThan(3_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const list = await served('/blog');
    expect(list.html).toContain(TITLE);
  });
});

describe("/blog's first page", () => {
  it('has its cards in the HTML, reads without scripts, and the scripts change nothing', async () => {
    const { status, html } = await served('/blog');
    expect(status).toBe(200);
    expect(html).toContain(TITLE);
    expect(html).not.toContain(DRAFT.title);
    await sameWithAndWithoutScripts(
      '/blog',
      ['h1', 'ul li:first-child article', 'ul li:first-child article img', 'label'],
      'blog',
      async (page) => {
        await expect(page.getByRole('link', { name: TITLE }).isVisible()).resolves.toBe(true);
      },
    );
  });

  it('searches after the scripts run, as before', async () => {
    const context = await live.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${live.site.url}/blog`);
    await settled(page);
    const searched = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('q') === 'nothing like it',
    );
    await page.getByLabel('Search by title').fill('nothing like it');
    await searched;
    await page.getByText('No blogs match your search', { exact: false }).waitFor();
    await context.close();
  });
});
