// Page tests of the blog remote: the page inside a router at a URL, the network stubbed at the
// fetch boundary (anything unlisted fails), and a signed-in user when asked.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Blog } from '@brightwave/contracts';
import { clearSessionUser, setRuntimeConfig, setSessionUser } from '@brightwave/web-kit';

export const API = 'http://api.test';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

/** Where the router is now (path and query). */
export function currentPath(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}

export function renderRoute(
  page: ReactElement,
  {
    url = '/',
    path = url,
    fakeTimers = false,
  }: { url?: string; path?: string; fakeTimers?: boolean } = {},
) {
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {},
  );
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user };
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

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
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
    email: 'ada@example.com',
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
