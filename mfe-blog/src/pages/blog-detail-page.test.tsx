import { screen, within } from '@testing-library/react';
import { TEXTS } from '@brightwave/contracts';
import { jsonResponse, renderPage } from '@brightwave/testing';
import {
  aBlog,
  landedAt,
  landing,
  resetSession,
  signIn,
  stubFetch,
} from '../../test/blog-test-kit';
import BlogDetailPage from './blog-detail-page';

beforeEach(resetSession);
afterEach(() => jest.restoreAllMocks());

const ID = 'c'.repeat(24);
const open = () =>
  renderPage(<BlogDetailPage />, {
    url: `/blogDetails/${ID}`,
    path: '/blogDetails/:id',
    routes: { '/login': landing },
  });

test('shows the post: hero, sanitised content with its images on the API, tags, meta tags', async () => {
  const blog = aBlog({
    _id: ID,
    title: 'Launch day',
    content: '<h2>Why</h2><p>Text</p><img src="/media/dddddddddddddddddddddddd" alt="chart" />',
    tags: ['Food', 'Travel'],
    readingMinutes: 3,
    excerpt: 'Why Text',
  });
  stubFetch({
    [`GET /getblogs/${ID}`]: () => jsonResponse(200, blog),
    [`GET /getblogs/${ID}/related`]: () => jsonResponse(200, [aBlog({ title: 'Next read' })]),
  });
  open();
  expect(screen.getByText(TEXTS.blogs.loadingPost, { selector: 'p' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Launch day' })).toBeInTheDocument();
  // The byline and the author card at the end link to the author's page; the tags to theirs.
  expect(screen.getByText('Ada Author', { selector: '.byline a' })).toHaveAttribute(
    'href',
    `/authors/${blog.createdBy}`,
  );
  expect(
    within(screen.getByRole('complementary', { name: 'About the author' })).getByRole('link', {
      name: 'More posts by Ada Author',
    }),
  ).toHaveAttribute('href', `/authors/${blog.createdBy}`);
  expect(screen.getAllByText('March 4, 2025')[0]).toBeInTheDocument();
  expect(screen.getByText('3 min read')).toBeInTheDocument();
  expect(
    within(screen.getByRole('list', { name: 'Tags' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Food', 'Travel']);
  expect(screen.getByRole('link', { name: 'Travel' })).toHaveAttribute('href', '/tags/Travel');
  expect(screen.getByRole('heading', { level: 2, name: 'Why' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'chart' })).toHaveAttribute(
    'src',
    'http://api.test/media/dddddddddddddddddddddddd',
  );
  const related = await screen.findByRole('region', { name: 'You Might Also Like' });
  expect(within(related).getByRole('link', { name: 'Next read' })).toBeInTheDocument();
  expect(document.title).toBe('Launch day | Brightwave Technologies');
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    'Why Text',
  );
  expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
    'content',
    'http://api.test/media/aaaaaaaaaaaaaaaaaaaaaaaa',
  );
});

test('a visitor’s like goes to /login and comes back here', async () => {
  stubFetch({
    [`GET /getblogs/${ID}`]: () => jsonResponse(200, aBlog({ _id: ID })),
    [`GET /getblogs/${ID}/related`]: () => jsonResponse(200, []),
  });
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: /Like/ }));
  expect(landedAt()).toBe(`/login?next=${encodeURIComponent(`/blogDetails/${ID}`)}`);
});

test('a signed-in like follows the server’s answer, and unlikes', async () => {
  signIn({}, 'me');
  let likes: string[] = ['someone'];
  const api = stubFetch({
    [`GET /getblogs/${ID}`]: () => jsonResponse(200, aBlog({ _id: ID, likes })),
    [`GET /getblogs/${ID}/related`]: () => jsonResponse(200, []),
    [`PATCH /likeblog/${ID}`]: () => {
      likes = likes.includes('me') ? likes.filter((l) => l !== 'me') : [...likes, 'me'];
      return jsonResponse(200, aBlog({ _id: ID, likes }));
    },
  });
  const { user } = open();
  const button = await screen.findByRole('button', { name: /Like/ });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(button).toHaveTextContent('1');
  await user.click(button);
  expect(await screen.findByRole('button', { name: /Liked/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.getByRole('button', { name: /Liked/ })).toHaveTextContent('2');
  expect(
    (api.calls.find((c) => c.key.startsWith('PATCH'))!.init!.headers as Record<string, string>)
      .Authorization,
  ).toBe('Bearer token-1');
  await user.click(screen.getByRole('button', { name: /Liked/ }));
  expect(await screen.findByRole('button', { name: /^Like\b/ })).toHaveTextContent('1');
});

test('Join the discussion scrolls to the discussion section', async () => {
  stubFetch({
    [`GET /getblogs/${ID}`]: () => jsonResponse(200, aBlog({ _id: ID })),
    [`GET /getblogs/${ID}/related`]: () => jsonResponse(200, []),
  });
  const scroll = jest.fn();
  Element.prototype.scrollIntoView = scroll;
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: 'Join the discussion' }));
  expect(scroll).toHaveBeenCalled();
  expect(scroll.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'Discussion' }));
});

test('a missing blog says so with Back to Blogs', async () => {
  stubFetch({
    [`GET /getblogs/${ID}`]: () => jsonResponse(404, { message: 'Not found' }),
    [`GET /getblogs/${ID}/related`]: () => jsonResponse(404, { message: 'Not found' }),
  });
  open();
  expect(
    await screen.findByRole('heading', { name: TEXTS.blogs.notFoundTitle }),
  ).toBeInTheDocument();
  expect(screen.getByText(TEXTS.blogs.notFoundText)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: TEXTS.blogs.backToBlogs })).toHaveAttribute(
    'href',
    '/blog',
  );
});

test.each([
  ['its author', { author: true }, 'u1', true],
  ['an admin', { admin: true }, 'someone-else', true],
  ['another author', { author: true }, 'someone-else', false],
  ['a visitor', null, '', false],
] as const)('Edit shows to %s: %s', async (_who, flags, id, shown) => {
  if (flags) signIn(flags, id);
  stubFetch({
    [`GET /getblogs/${ID}`]: () =>
      jsonResponse(200, aBlog({ _id: ID, title: 'Mine', seoTitle: 'Mine, for search' })),
    [`GET /getblogs/${ID}/related`]: () => jsonResponse(200, []),
  });
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'Mine' })).toBeInTheDocument();
  const edit = screen.queryByRole('link', { name: 'Edit' });
  if (shown) expect(edit).toHaveAttribute('href', `/editblog/${ID}`);
  else expect(edit).not.toBeInTheDocument();
  // The author's search result title names the page.
  expect(document.title).toBe('Mine, for search | Brightwave Technologies');
});
