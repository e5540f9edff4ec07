import { act, screen, waitFor, within } from '@testing-library/react';
import { BLOG_FETCH_DELAY_MS, TEXTS } from '@brightwave/contracts';
import { jsonResponse, renderPage } from '@brightwave/testing';
import { aBlog, resetSession, signIn, stubFetch } from '../../test/blog-test-kit';
import YourBlogsPage from './your-blogs-page';

beforeEach(() => {
  jest.useFakeTimers();
  resetSession();
  signIn({ author: true }, 'u1');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const loaded = () => act(() => jest.advanceTimersByTimeAsync(BLOG_FETCH_DELAY_MS));

test('lists the user’s blogs with drafts marked, two at first and two more per Load More', async () => {
  const blogs = [
    aBlog({ title: 'Draft idea', status: 'draft' }),
    aBlog({ title: 'Second' }),
    aBlog({ title: 'Third' }),
    aBlog({ title: 'Fourth' }),
    aBlog({ title: 'Fifth' }),
  ];
  const api = stubFetch({ 'GET /getblogs': () => jsonResponse(200, blogs) });
  const { user } = renderPage(<YourBlogsPage />, { url: '/yourBlogs', fakeTimers: true });
  await loaded();
  expect(api.calls[0]!.url.searchParams.get('author')).toBe('u1');
  expect((api.calls[0]!.init!.headers as Record<string, string>).Authorization).toBe(
    'Bearer token-1',
  );
  const items = () => screen.getAllByRole('listitem');
  expect(items()).toHaveLength(2);
  expect(within(items()[0]!).getByText('Draft')).toBeInTheDocument();
  expect(within(items()[0]!).getByRole('link', { name: 'View Comments' })).toHaveAttribute(
    'href',
    `/CommentSection/${blogs[0]!._id}`,
  );
  expect(within(items()[0]!).getByRole('link', { name: 'Edit Draft idea' })).toHaveAttribute(
    'href',
    `/editblog/${blogs[0]!._id}`,
  );
  await user.click(screen.getByRole('button', { name: 'Load More' }));
  expect(items()).toHaveLength(4);
  await user.click(screen.getByRole('button', { name: 'Load More' }));
  expect(items()).toHaveLength(5);
  await user.type(screen.getByLabelText('Search your blogs by title'), 'fOuR');
  expect(items().map((li) => within(li).getByRole('heading').textContent)).toEqual(['Fourth']);
});

test('delete asks first in a dialog, then removes the blog; a failure says so', async () => {
  const blogs = [aBlog({ title: 'Keep me' }), aBlog({ title: 'Remove me' })];
  stubFetch({
    'GET /getblogs': () => jsonResponse(200, blogs),
    [`DELETE /deleteblog/${blogs[1]!._id}`]: () => jsonResponse(200, { message: 'Blog deleted.' }),
    [`DELETE /deleteblog/${blogs[0]!._id}`]: () => jsonResponse(500, {}),
  });
  const { user } = renderPage(<YourBlogsPage />, { url: '/yourBlogs', fakeTimers: true });
  await loaded();
  await user.click(screen.getByRole('button', { name: 'Delete Remove me' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete blog' });
  expect(dialog).toHaveAccessibleDescription(TEXTS.blogs.confirmDelete);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.getAllByRole('listitem')).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: 'Delete Remove me' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByText('Remove me')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Delete Keep me' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.blogs.deleteFailed);
  expect(screen.getByText('Keep me')).toBeInTheDocument();
});

test('a demoted author still sees their posts, without Edit or Delete (the API refuses both)', async () => {
  resetSession();
  signIn({ author: false }, 'u1');
  stubFetch({ 'GET /getblogs': () => jsonResponse(200, [aBlog({ title: 'Still mine' })]) });
  renderPage(<YourBlogsPage />, { url: '/yourBlogs', fakeTimers: true });
  await loaded();
  const item = screen.getByRole('listitem');
  expect(within(item).getByRole('link', { name: 'Still mine' })).toBeInTheDocument();
  expect(within(item).getByRole('link', { name: 'View Comments' })).toBeInTheDocument();
  expect(within(item).queryByRole('link', { name: 'Edit Still mine' })).not.toBeInTheDocument();
  expect(within(item).queryByRole('button', { name: 'Delete Still mine' })).not.toBeInTheDocument();
});
