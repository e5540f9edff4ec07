import { act, screen, within } from '@testing-library/react';
import { BLOG_FETCH_DELAY_MS } from '@brightwave/contracts';
import { jsonResponse, renderPage } from '@brightwave/testing';
import {
  aBlog,
  landedAt,
  landing,
  pagedBlogs,
  resetSession,
  signIn,
  stubFetch,
} from '../../test/blog-test-kit';
import BlogListPage, { LIST_TEXTS, SEARCH_DEBOUNCE_MS } from './blog-list-page';

beforeEach(() => {
  jest.useFakeTimers();
  resetSession();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const waitForFetch = () => act(() => jest.advanceTimersByTimeAsync(BLOG_FETCH_DELAY_MS));

test('fetches the first page of summaries after the 800 ms delay and shows cards with everything a reader scans', async () => {
  const api = stubFetch({
    'GET /getblogs': pagedBlogs([
      aBlog({ title: 'Rust in production', authorName: '', readingMinutes: 4, commentCount: 0 }),
    ]),
  });
  renderPage(<BlogListPage />, { url: '/blog', fakeTimers: true });
  expect(screen.getAllByText(LIST_TEXTS.loading).length).toBeGreaterThan(0);
  expect(api.calls).toHaveLength(0);
  await waitForFetch();

  expect(Object.fromEntries(api.calls[0]!.url.searchParams)).toEqual({
    page: '1',
    limit: '12',
    fields: 'summary',
  });
  expect(api.calls[0]!.init!.headers).not.toHaveProperty('Authorization');
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
  expect(screen.getByText('1 post')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: LIST_TEXTS.pages })).toBeNull();
  expect(document.head.querySelector('link[rel="alternate"]')).toHaveAttribute(
    'href',
    'http://api.test/rss.xml',
  );
});

test("loads the first row's covers at once, the first at high priority, and the rest lazily", async () => {
  stubFetch({
    'GET /getblogs': pagedBlogs([1, 2, 3, 4, 5].map((n) => aBlog({ title: `Post ${n}` }))),
  });
  renderPage(<BlogListPage />, { url: '/blog', fakeTimers: true });
  await waitForFetch();
  const covers = screen.getAllByRole('article').map((card) => card.querySelector('img')!);
  expect(
    covers.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]),
  ).toEqual([
    ['eager', 'high'],
    ['eager', 'auto'],
    ['eager', 'auto'],
    ['lazy', 'auto'],
    ['lazy', 'auto'],
  ]);
});

test('searches titles through the API once typing pauses, keeping the search in the URL', async () => {
  const api = stubFetch({
    'GET /getblogs': pagedBlogs([aBlog({ title: 'Rust tips' }), aBlog({ title: 'Food' })]),
  });
  const { user } = renderPage(
    <>
      <BlogListPage />
      {landing}
    </>,
    { url: '/blog', fakeTimers: true },
  );
  await waitForFetch();
  expect(screen.getByText('2 posts')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Search by title'), 'RUST');
  expect(api.calls).toHaveLength(1);
  await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
  expect(api.calls).toHaveLength(2);
  expect(api.calls[1]!.url.searchParams.get('q')).toBe('RUST');
  expect(api.calls[1]!.url.searchParams.get('page')).toBe('1');
  expect(landedAt()).toBe('/blog?q=RUST');
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(screen.getByText('1 post')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Search by title'), 'zzz');
  await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
  expect(api.calls).toHaveLength(3);
  expect(screen.getByText(LIST_TEXTS.noMatch)).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Search by title'));
  await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
  expect(landedAt()).toBe('/blog');
  expect(screen.getAllByRole('article')).toHaveLength(2);
});

test('says when there are no blogs at all', async () => {
  stubFetch({ 'GET /getblogs': pagedBlogs([]) });
  renderPage(<BlogListPage />, { url: '/blog', fakeTimers: true });
  await waitForFetch();
  expect(screen.getByText(LIST_TEXTS.empty)).toBeInTheDocument();
  expect(screen.queryByRole('article')).toBeNull();
});

test('a failure shows a polite message with Retry, which loads again', async () => {
  let fail = true;
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  const list = pagedBlogs([]);
  stubFetch({
    'GET /getblogs': (init, url) =>
      fail ? jsonResponse(500, { message: 'down' }) : list(init, url),
  });
  const { user } = renderPage(<BlogListPage />, { url: '/blog', fakeTimers: true });
  await waitForFetch();
  expect(screen.getByRole('alert')).toHaveTextContent(LIST_TEXTS.failed);
  expect(log).toHaveBeenCalledWith('Error fetching blogs', expect.anything());
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(LIST_TEXTS.empty)).toBeInTheDocument();
});

test('an answer without the total count is a failure, not a wrong pager', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  stubFetch({ 'GET /getblogs': () => jsonResponse(200, [aBlog()]) });
  renderPage(<BlogListPage />, { url: '/blog', fakeTimers: true });
  await waitForFetch();
  expect(screen.getByRole('alert')).toHaveTextContent(LIST_TEXTS.failed);
});

test('pages by 12 with links in a labelled nav, the URL keeping search and page', async () => {
  const blogs = Array.from({ length: 30 }, (_, i) => aBlog({ title: `Story ${i + 1}` }));
  const api = stubFetch({ 'GET /getblogs': pagedBlogs(blogs) });
  const scroll = jest.fn();
  Element.prototype.scrollIntoView = scroll;
  const { user } = renderPage(
    <>
      <BlogListPage />
      {landing}
    </>,
    { url: '/blog', fakeTimers: true },
  );
  await waitForFetch();
  expect(screen.getAllByRole('article')).toHaveLength(12);
  expect(screen.getByText('30 posts · page 1 of 3')).toBeInTheDocument();
  const pages = screen.getByRole('navigation', { name: LIST_TEXTS.pages });
  expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(pages).queryByRole('link', { name: 'Previous' })).toBeNull();
  expect(within(pages).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
  expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
    'href',
    '/blog?page=3',
  );

  await user.click(within(pages).getByRole('link', { name: 'Next' }));
  expect(landedAt()).toBe('/blog?page=2');
  expect(screen.getByRole('heading', { name: 'Latest posts' })).toHaveFocus();
  expect(scroll).toHaveBeenCalledWith({ block: 'start' });
  expect(scroll.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'Latest posts' }));
  expect(await screen.findByRole('link', { name: 'Story 13' })).toBeInTheDocument();
  expect(api.calls.at(-1)!.url.searchParams.get('page')).toBe('2');
  expect(screen.getAllByRole('article')).toHaveLength(12);
  expect(
    within(screen.getByRole('navigation', { name: LIST_TEXTS.pages })).getByRole('link', {
      name: 'Page 2',
    }),
  ).toHaveAttribute('aria-current', 'page');

  await user.click(screen.getByRole('link', { name: 'Page 3' }));
  expect(await screen.findByRole('link', { name: 'Story 25' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(6);
  expect(screen.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
});

test('a shared link opens at its search and page; a page past the end shows the last one', async () => {
  const blogs = Array.from({ length: 14 }, (_, i) => aBlog({ title: `Rust ${i + 1}` }));
  const api = stubFetch({ 'GET /getblogs': pagedBlogs([...blogs, aBlog({ title: 'Food' })]) });
  renderPage(
    <>
      <BlogListPage />
      {landing}
    </>,
    { url: '/blog?q=rust&page=9', fakeTimers: true },
  );
  expect(screen.getByLabelText('Search by title')).toHaveValue('rust');
  await waitForFetch();
  expect(api.calls[0]!.url.searchParams.get('q')).toBe('rust');
  expect(api.calls[0]!.url.searchParams.get('page')).toBe('9');
  expect(await screen.findByRole('link', { name: 'Rust 13' })).toBeInTheDocument();
  expect(landedAt()).toBe('/blog?q=rust&page=2');
  expect(screen.getAllByRole('article')).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog?q=rust');
});

test('Create blog sends visitors to sign in first', () => {
  stubFetch({ 'GET /getblogs': pagedBlogs([]) });
  renderPage(<BlogListPage />, { url: '/blog', fakeTimers: true });
  expect(screen.getByRole('link', { name: 'Create blog' })).toHaveAttribute(
    'href',
    '/login?next=%2Fblogform',
  );
});

test('Create blog takes an author to the editor; yourBlogs leads to their list', async () => {
  signIn({ author: true });
  stubFetch({ 'GET /getblogs': pagedBlogs([]) });
  const { user } = renderPage(<BlogListPage />, {
    url: '/blog',
    fakeTimers: true,
    routes: { '/blogform': landing },
  });
  expect(screen.getByRole('link', { name: 'yourBlogs' })).toHaveAttribute('href', '/yourBlogs');
  await user.click(screen.getByRole('link', { name: 'Create blog' }));
  expect(landedAt()).toBe('/blogform');
});
