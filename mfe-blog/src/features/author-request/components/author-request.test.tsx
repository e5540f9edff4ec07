import { screen, waitFor, within } from '@testing-library/react';
import { TEXTS, type AuthorApplication } from '@brightwave/contracts';
import { getSessionUser, setSessionUser } from '@brightwave/web-kit';
import { currentLocation, jsonResponse, renderPage, stubApi } from '@brightwave/testing';
import { AuthorGate } from './author-gate';
import { CreateBlogButton } from './create-blog-button';

const session = {
  id: '64b000000000000000000001',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  avatar: '',
  admin: false,
  author: false,
  token: 'tok',
};
const { token: _token, ...me } = session;

function application(status: AuthorApplication['status']): AuthorApplication {
  return {
    _id: '64b0000000000000000000aa',
    name: session.name,
    email: session.email,
    description: 'Compilers',
    accept: status === 'accepted',
    reject: status === 'rejected',
    status,
    createdAt: '2026-11-01T10:00:00.000Z',
    history: [],
  };
}

const editor = <p>The editor</p>;

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

test('authors and admins see what the gate protects, without a request', () => {
  const api = stubApi({});
  setSessionUser({ ...session, author: true });
  renderPage(<AuthorGate title="Write a blog">{editor}</AuthorGate>);
  expect(screen.getByText('The editor')).toBeInTheDocument();
  expect(api.spy).not.toHaveBeenCalled();
});

test('a visitor is asked to sign in and come back', () => {
  renderPage(<AuthorGate title="Write a blog">{editor}</AuthorGate>, { url: '/blogform' });
  expect(screen.queryByText('The editor')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/login/),
  );
});

/** The gate explains first; its button opens the form. */
async function openRequestForm(user: { click: (element: Element) => Promise<void> }) {
  expect(
    await screen.findByText(
      'Only authors can write blogs. Tell us a little about yourself to become one.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: TEXTS.authorRequest.title }));
}

test('a user without an application is told why, then gets the prefilled modal; success shows the message inline', async () => {
  setSessionUser(session);
  let mine: AuthorApplication | null = null;
  const api = stubApi({
    'GET /api/my-application': () => jsonResponse(200, { application: mine }),
    'POST /api/save-data': () => {
      mine = application('pending');
      return jsonResponse(201, { message: TEXTS.authorRequest.saved });
    },
  });
  const { user } = renderPage(<AuthorGate title="Write a blog">{editor}</AuthorGate>);
  await openRequestForm(user);

  const dialog = await screen.findByRole('dialog', { name: TEXTS.authorRequest.title });
  expect(dialog).toHaveAccessibleDescription(TEXTS.authorRequest.subtitle);
  const form = within(dialog);
  expect(form.getByLabelText('Name')).toHaveValue(session.name);
  expect(form.getByLabelText('Email')).toHaveValue(session.email);
  expect(form.getByLabelText('Description')).toBeRequired();
  await user.type(form.getByLabelText('Description'), 'I write about compilers.');
  await user.click(form.getByRole('button', { name: 'Submit request' }));

  expect(await screen.findByText(TEXTS.authorRequest.saved)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByText(TEXTS.authorRequest.pending)).toBeInTheDocument();
  expect(api.bodies()).toContainEqual({
    name: session.name,
    email: session.email,
    description: 'I write about compilers.',
  });
  expect(screen.queryByText('The editor')).not.toBeInTheDocument();
  api.expectNoUnexpectedRequests();
});

test.each([
  [409, { error: TEXTS.authorRequest.alreadyPending }, TEXTS.authorRequest.alreadyPending],
  [500, {}, TEXTS.authorRequest.saveFailed],
])('a %s answer shows its error inside the modal', async (status, body, text) => {
  setSessionUser(session);
  stubApi({
    'GET /api/my-application': () => jsonResponse(200, { application: null }),
    'POST /api/save-data': () => jsonResponse(status, body),
  });
  const { user } = renderPage(<AuthorGate title="Write a blog">{editor}</AuthorGate>);
  await openRequestForm(user);
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Description'), 'Hello');
  await user.click(within(dialog).getByRole('button', { name: 'Submit request' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
});

test('a thrown error shows "An unexpected error occurred"', async () => {
  setSessionUser(session);
  stubApi({
    'GET /api/my-application': () => jsonResponse(200, { application: null }),
    'POST /api/save-data': () => {
      throw new TypeError('Failed to fetch');
    },
  });
  const { user } = renderPage(<AuthorGate title="Write a blog">{editor}</AuthorGate>);
  await openRequestForm(user);
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Description'), 'Hello');
  await user.click(within(dialog).getByRole('button', { name: 'Submit request' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    TEXTS.authorRequest.unexpected,
  );
});

test.each([
  ['pending', TEXTS.authorRequest.pending],
  ['rejected', TEXTS.authorRequest.rejected],
] as const)('a %s application shows its state instead of the form', async (status, text) => {
  setSessionUser(session);
  stubApi({
    'GET /api/my-application': () => jsonResponse(200, { application: application(status) }),
  });
  renderPage(<AuthorGate title="Write a blog">{editor}</AuthorGate>);
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('Create blog opens the editor once an admin has accepted, without signing in again', async () => {
  setSessionUser(session);
  let accepted = false;
  stubApi({
    'GET /api/my-application': () =>
      jsonResponse(200, { application: application(accepted ? 'accepted' : 'pending') }),
    'GET /me': () => jsonResponse(200, { ...me, author: accepted }),
  });
  const { user } = renderPage(<CreateBlogButton />, { url: '/blog' });
  await user.click(await screen.findByRole('button', { name: 'Create blog' }));
  expect(await screen.findByText(TEXTS.authorRequest.pending)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));

  accepted = true;
  await user.click(screen.getByRole('button', { name: 'Create blog' }));
  await waitFor(() => expect(currentLocation().pathname).toBe('/blogform'));
  expect(getSessionUser()).toMatchObject({ author: true, token: 'tok' });
});
