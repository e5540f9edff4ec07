import '../../test/content-editable';
import { act, screen } from '@testing-library/react';
import { TEXTS, UPDATE_MODAL_MS } from '@brightwave/contracts';
import { FORM_TEXTS } from '../features/blogs/components/blog-form';
import { jsonResponse, renderPage } from '@brightwave/testing';
import {
  aBlog,
  landedAt,
  landing,
  resetSession,
  signIn,
  stubFetch,
} from '../../test/blog-test-kit';
import EditBlogPage, { EDIT_TEXTS } from './edit-blog-page';

// Typed key by key into the editor and forms: a busy 2-core machine needs more than 5 s.
jest.setTimeout(30_000);

beforeEach(() => {
  resetSession();
  signIn({ author: true });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const ID = 'e'.repeat(24);
const open = () =>
  renderPage(<EditBlogPage />, {
    url: `/editblog/${ID}`,
    path: '/editblog/:id',
    routes: { '/yourBlogs': landing },
  });

test('loads the blog, updates it keeping the cover, then goes to /yourBlogs', async () => {
  const blog = aBlog({ _id: ID, title: 'Old title', tags: ['Health'] });
  const api = stubFetch({
    [`GET /editblog/${ID}`]: () => jsonResponse(200, blog),
    [`PUT /editblog/${ID}`]: () => jsonResponse(200, blog),
  });
  const { user } = open();
  const title = await screen.findByLabelText('Title');
  expect(title).toHaveValue('Old title');
  expect(screen.getByRole('textbox', { name: 'Content' })).toHaveTextContent('Hello world');
  expect(screen.getByText('11 / 5000 characters')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Cover preview' })).toHaveAttribute(
    'src',
    'http://api.test/media/aaaaaaaaaaaaaaaaaaaaaaaa',
  );
  expect(screen.queryByRole('button', { name: 'Save Draft' })).not.toBeInTheDocument();

  await user.clear(title);
  await user.type(title, 'New title');
  jest.useFakeTimers({ advanceTimers: true });
  await user.click(screen.getByRole('button', { name: 'Update Post' }));
  expect(await screen.findByRole('dialog', { name: FORM_TEXTS.updated })).toBeInTheDocument();
  const put = api.calls.find((c) => c.key.startsWith('PUT'))!;
  expect(put.url.searchParams.get('timestamp')).toMatch(/^\d+$/);
  const form = put.init!.body as FormData;
  expect(form.get('title')).toBe('New title');
  expect(form.get('tags')).toBe('Health');
  expect(form.get('image')).toBeNull();
  await act(() => jest.advanceTimersByTimeAsync(UPDATE_MODAL_MS));
  expect(landedAt()).toBe('/yourBlogs');
});

test('asks for every field before updating, and reports a failed update', async () => {
  stubFetch({
    [`GET /editblog/${ID}`]: () => jsonResponse(200, aBlog({ _id: ID })),
    [`PUT /editblog/${ID}`]: () => jsonResponse(500, {}),
  });
  const { user } = open();
  const title = await screen.findByLabelText('Title');
  await user.clear(title);
  await user.click(screen.getByRole('button', { name: 'Update Post' }));
  expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.blogs.fillAllToUpdate);
  await user.type(title, 'Back');
  await user.click(screen.getByRole('button', { name: 'Update Post' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.blogs.updateFailed);
});

test('someone else’s blog shows a not-allowed page; a failed load says so with Retry', async () => {
  stubFetch({ [`GET /editblog/${ID}`]: () => jsonResponse(403, { message: 'no' }) });
  open();
  expect(
    await screen.findByRole('heading', { name: EDIT_TEXTS.notAllowedTitle }),
  ).toBeInTheDocument();
});

test('a failed load shows its message with Retry', async () => {
  stubFetch({ [`GET /editblog/${ID}`]: () => jsonResponse(500, {}) });
  open();
  expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.blogs.editLoadFailed);
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
