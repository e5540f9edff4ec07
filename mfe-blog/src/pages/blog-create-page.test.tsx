import '../../test/content-editable';
import { act, screen } from '@testing-library/react';
import { PUBLISH_MODAL_MS, TEXTS } from '@brightwave/contracts';
import { FORM_TEXTS } from '../features/blogs/components/blog-form';
import { COVER_TEXTS } from '../features/blogs/components/cover-picker';
import { jsonResponse, renderPage } from '@brightwave/testing';
import {
  aBlog,
  landedAt,
  landing,
  resetSession,
  signIn,
  stubFetch,
} from '../../test/blog-test-kit';
import BlogCreatePage, { NEW_POST_AUTOSAVE_KEY } from './blog-create-page';

// Typed key by key into the editor and forms: a busy 2-core machine needs more than 5 s.
jest.setTimeout(30_000);

beforeEach(() => {
  resetSession();
  URL.createObjectURL = jest.fn(() => 'blob:cover');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const cover = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });
const formOf = (init: RequestInit | undefined) => init!.body as FormData;

test('someone who is not an author is invited to become one, not shown the editor', async () => {
  signIn();
  stubFetch({ 'GET /api/my-application': () => jsonResponse(200, { application: null }) });
  const { user } = renderPage(<BlogCreatePage />, { url: '/blogform' });
  // The explanation comes first, the form only when asked for.
  await user.click(await screen.findByRole('button', { name: TEXTS.authorRequest.title }));
  expect(
    await screen.findByRole('dialog', { name: TEXTS.authorRequest.title }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Content' })).not.toBeInTheDocument();
});

test('publishing asks for every field first, and refuses a non-image cover', async () => {
  signIn({ author: true });
  const api = stubFetch({});
  const { user } = renderPage(<BlogCreatePage />, { url: '/blogform' });
  await user.type(screen.getByLabelText('Title'), 'Only a title');
  await user.click(screen.getByRole('button', { name: 'Publish Now' }));
  expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.blogs.fillAllToPublish);
  expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAttribute('aria-invalid', 'true');
  expect(api.calls).toHaveLength(0);

  const input = document.querySelector<HTMLInputElement>('input[type="file"][accept="image/*"]')!;
  const pdf = new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' });
  const { default: userEvent } = await import('@testing-library/user-event');
  await userEvent.setup({ applyAccept: false }).upload(input, pdf);
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(COVER_TEXTS.notImage);
});

test('restores writing kept in the browser, saves a draft, then publishes it (same id) and goes to /blog', async () => {
  signIn({ author: true });
  window.localStorage.setItem(
    NEW_POST_AUTOSAVE_KEY,
    JSON.stringify({
      title: 'Kept title',
      content: '<p>Kept <strong>words</strong></p>',
      tags: ['Food'],
      savedAt: Date.UTC(2025, 2, 4, 9, 30),
    }),
  );
  const draft = aBlog({ _id: 'd'.repeat(24), status: 'draft' });
  const api = stubFetch({
    'POST /createblog': () => jsonResponse(201, draft),
    [`PUT /editblog/${draft._id}`]: () => jsonResponse(200, { ...draft, status: 'published' }),
  });
  const { user } = renderPage(<BlogCreatePage />, {
    url: '/blogform',
    routes: { '/blog': landing },
  });

  expect(screen.getByRole('region', { name: 'Unsaved writing' })).toHaveTextContent('Kept title');
  await user.click(screen.getByRole('button', { name: 'Restore' }));
  expect(screen.getByLabelText('Title')).toHaveValue('Kept title');
  expect(screen.getByRole('textbox', { name: 'Content' })).toHaveTextContent('Kept words');
  expect(screen.getByRole('list', { name: 'Chosen tags' })).toHaveTextContent('Food');

  await user.upload(
    document.querySelector<HTMLInputElement>('input[type="file"][accept="image/*"]')!,
    cover(),
  );
  expect(screen.getByRole('img', { name: 'Cover preview' })).toHaveAttribute('src', 'blob:cover');
  await user.selectOptions(screen.getByLabelText('Tags'), 'Travel');
  await user.click(screen.getByRole('button', { name: 'Add tag' }));
  await user.click(screen.getByRole('button', { name: 'Remove Food' }));

  await user.click(screen.getByRole('button', { name: 'Save Draft' }));
  expect(await screen.findByRole('status')).toHaveTextContent(FORM_TEXTS.draftSaved);
  const created = formOf(api.calls[0]!.init);
  expect(Object.fromEntries([...created.entries()].filter(([k]) => k !== 'image'))).toEqual({
    title: 'Kept title',
    content: '<p>Kept <strong>words</strong></p>',
    tags: 'Travel',
    status: 'draft',
    email: 'ada@example.com',
    summary: '',
    seoTitle: '',
    seoDescription: '',
  });
  expect(created.get('image')).toBeInstanceOf(File);

  jest.useFakeTimers({ advanceTimers: true });
  await user.click(screen.getByRole('button', { name: 'Publish Now' }));
  expect(await screen.findByRole('dialog', { name: TEXTS.blogs.published })).toBeInTheDocument();
  // The success message links to the live post; the move to /blog still follows.
  expect(screen.getByRole('link', { name: 'Open your post' })).toHaveAttribute(
    'href',
    `/blogDetails/${draft._id}`,
  );
  const published = api.calls[1]!;
  expect(published.key).toBe(`PUT /editblog/${draft._id}`);
  expect(formOf(published.init).get('status')).toBe('published');
  expect(window.localStorage.getItem(NEW_POST_AUTOSAVE_KEY)).toBeNull();
  await act(() => jest.advanceTimersByTimeAsync(PUBLISH_MODAL_MS));
  expect(landedAt()).toBe('/blog');
});

test('a failed publish says so', async () => {
  signIn({ author: true });
  window.localStorage.setItem(
    NEW_POST_AUTOSAVE_KEY,
    JSON.stringify({ title: 'T', content: '<p>x</p>', tags: [], savedAt: 1 }),
  );
  stubFetch({ 'POST /createblog': () => jsonResponse(500, { message: 'boom' }) });
  const { user } = renderPage(<BlogCreatePage />, { url: '/blogform' });
  await user.click(screen.getByRole('button', { name: 'Restore' }));
  await user.upload(
    document.querySelector<HTMLInputElement>('input[type="file"][accept="image/*"]')!,
    cover(),
  );
  await user.click(screen.getByRole('button', { name: 'Publish Now' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.blogs.publishFailed);
});
