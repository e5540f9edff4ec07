import { act, screen, within } from '@testing-library/react';
import { BLOG_FETCH_DELAY_MS } from '@brightwave/contracts';
import { jsonResponse, renderPage } from '@brightwave/testing';
import {
  aBlog,
  landedAt,
  landing,
  resetSession,
  signIn,
  stubFetch,
} from '../testing/blog-test-kit';
import BlogListPage, { LIST_TEXTS } from './blog-list-page';

beforeEach(() => {
  jest.useFakeTimers();
  resetSession();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const waitForFetch = () => act(() => jest.advanceTimersByTimeAsync(BLOG_FETCH_DELAY_MS));

test('fetches summaries after the 800 ms delay and shows cards with everything a reader scans', async () => {
  const api = stubFetch({
    'GET /getblogs': () =>
      jsonResponse(200, [
        aBlog({ title: 'Rust in production', authorName: '', readingMinutes: 4, commentCount: 0 }),
      ]),
  });
  renderPage(<BlogListPage />, { url: '/blog', fakeTimers: true });
  expect(screen.getAllByText(LIST_TEXTS.loading).length).toBeGreaterThan(0);
  expect(api.calls).toHaveLength(0);
  await waitForFetch();

  expect(api.calls[0]!.url.searchParams.get('fields')).toBe('summary');
  const card = screen.getByRole('article');
  expect(within(card).getByRole('link', { name: 'Rust in production' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/blogDetails\/\d+$/),
  );
  expect(within(card).getByText('Technology')).toBeInTheDocument();
  expect(within(card).getByText('Hello world')).toBeInTheDocument();
  expect(within(card).getByText('Anonymous')).toBeInTheDocument();
  expect(within(card).getByText('March 4, 2025')).toBeInTheDocument();
  expect(within(card).getByText('4 min read')).toBeInTheDocument();
  expect(within(card).getByText('0 comments')).toBeInTheDocument();
  expect(card.querySelector('img')).toHaveAttribute(
    'src',
    'http://api.test/media/bbbbbbbbbbbbbbbbbbbbbbbb',
  );
  expect(document.head.querySelector('link[rel="alternate"]')).toHaveAttribute(
    'href',
    'http://api.test/rss.xml',
  );
});

test('searches titles without regard to case, and says when nothing matches', async () => {
  stubFetch({
    'GET /getblogs': () =>
      jsonResponse(200, [aBlog({ title: 'Rust tips' }), aBlog({ title: 'Food' })]),
  });
  const { user } = renderPage(<BlogListPage />, { url: '/blog', fakeTimers: true });
  await waitForFetch();
  await user.type(screen.getByLabelText('Search by title'), 'RUST');
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(screen.getByText('1 post')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Search by title'), 'zzz');
  expect(screen.getByText(LIST_TEXTS.noMatch)).toBeInTheDocument();
});

test('a failure shows a polite message with Retry, which loads again', async () => {
  let fail = true;
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  stubFetch({
    'GET /getblogs': () => (fail ? jsonResponse(500, { message: 'down' }) : jsonResponse(200, [])),
  });
  const { user } = renderPage(<BlogListPage />, { url: '/blog', fakeTimers: true });
  await waitForFetch();
  expect(screen.getByRole('alert')).toHaveTextContent(LIST_TEXTS.failed);
  expect(log).toHaveBeenCalledWith('Error fetching blogs', expect.anything());
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await waitForFetch();
  expect(screen.getByText(LIST_TEXTS.empty)).toBeInTheDocument();
});

test('shows 12 posts, then 12 more per Load more', async () => {
  stubFetch({
    'GET /getblogs': () =>
      jsonResponse(
        200,
        Array.from({ length: 14 }, () => aBlog()),
      ),
  });
  const { user } = renderPage(<BlogListPage />, { url: '/blog', fakeTimers: true });
  await waitForFetch();
  expect(screen.getAllByRole('article')).toHaveLength(12);
  await user.click(screen.getByRole('button', { name: 'Load more posts' }));
  expect(screen.getAllByRole('article')).toHaveLength(14);
  expect(screen.queryByRole('button', { name: 'Load more posts' })).not.toBeInTheDocument();
});

test('Create blog sends visitors to sign in first', () => {
  stubFetch({ 'GET /getblogs': () => jsonResponse(200, []) });
  renderPage(<BlogListPage />, { url: '/blog', fakeTimers: true });
  expect(screen.getByRole('link', { name: 'Create blog' })).toHaveAttribute(
    'href',
    '/login?next=%2Fblogform',
  );
});

test('Create blog takes an author to the editor; yourBlogs leads to their list', async () => {
  signIn({ author: true });
  stubFetch({ 'GET /getblogs': () => jsonResponse(200, []) });
  const { user } = renderPage(<BlogListPage />, {
    url: '/blog',
    fakeTimers: true,
    routes: { '/blogform': landing },
  });
  expect(screen.getByRole('link', { name: 'yourBlogs' })).toHaveAttribute('href', '/yourBlogs');
  await user.click(screen.getByRole('link', { name: 'Create blog' }));
  expect(landedAt()).toBe('/blogform');
});
