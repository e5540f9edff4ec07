// Page tests of the blog remote, beside the shared helpers (@brightwave/testing: renderPage,
// jsonResponse): a fetch stub that ignores query strings and records each call with its URL,
// where a navigation landed (query included), a signed-in user when asked, and a blog fixture.
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { TOTAL_COUNT_HEADER, type Blog } from '@brightwave/contracts';
import { API } from '@brightwave/testing';
import { clearSessionUser, setRuntimeConfig, setSessionUser } from '@brightwave/web-kit';

function LandingProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="landed">{pathname + search}</div>;
}

/** The element for each route a test expects to reach (renderPage's `routes`), see `landedAt`. */
export const landing = <LandingProbe />;

/** The URL (path and query) a navigation landed at, or '' while no `landing` route is shown. */
export function landedAt(): string {
  return screen.queryByTestId('landed')?.textContent ?? '';
}

type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

/** Answers only the listed "METHOD /path" requests (query ignored); records every call. */
export function stubFetch(handlers: Record<string, Handler>) {
  setRuntimeConfig({ apiUrl: API, remotes: [] });
  const calls: Array<{ key: string; url: URL; init: RequestInit | undefined }> = [];
  const unexpected: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push({ key, url, init });
    const handler = handlers[key];
    if (!handler) {
      unexpected.push(key);
      return Promise.reject(new Error(`Unexpected request: ${key}`));
    }
    return Promise.resolve(handler(init, url));
  });
  return { calls, unexpected };
}

/**
 * GET /getblogs over `blogs` as the API pages it: `q` matches titles in any case, `page` and
 * `limit` cut the list, and X-Total-Count says how many matched.
 */
export function pagedBlogs(blogs: Blog[]): Handler {
  return (_init, url) => {
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const matching = blogs.filter((blog) => blog.title.toLowerCase().includes(q));
    const limit = Number(url.searchParams.get('limit') ?? matching.length);
    const page = Number(url.searchParams.get('page') ?? 1);
    return new Response(JSON.stringify(matching.slice((page - 1) * limit, page * limit)), {
      status: 200,
      headers: { 'Content-Type': 'application/json', [TOTAL_COUNT_HEADER]: `${matching.length}` },
    });
  };
}

export function signIn(flags: { author?: boolean; admin?: boolean } = {}, id = 'u1') {
  setSessionUser({
    id,
    name: 'Ada Author',
    email: 'ada@example.com',
    token: 'token-1',
    avatar: '',
    admin: flags.admin ?? false,
    author: flags.author ?? false,
  });
}

export function resetSession() {
  clearSessionUser();
  window.localStorage.clear();
}

let counter = 0;
/** A blog as the API answers it. */
export function aBlog(overrides: Partial<Blog> = {}): Blog {
  counter += 1;
  return {
    _id: `${String(counter).padStart(24, '0')}`,
    title: `Post ${counter}`,
    content: '<p>Hello <strong>world</strong></p>',
    image: '/media/aaaaaaaaaaaaaaaaaaaaaaaa',
    cardImage: '/media/bbbbbbbbbbbbbbbbbbbbbbbb',
    tags: ['Technology'],
    createdBy: 'u1',
    authorName: 'Ada Author',
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    likes: [],
    status: 'published',
    excerpt: 'Hello world',
    readingMinutes: 1,
    commentCount: 0,
    ...overrides,
  };
}
