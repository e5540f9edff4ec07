import { act, screen, within } from '@testing-library/react';
import { TEXTS, type AuthorApplication } from '@brightwave/contracts';
import { setSessionUser } from '@brightwave/web-kit';
import { deferredResponse, jsonResponse, renderPage, stubApi } from '@brightwave/testing';
import AuthorRequestsPage from './author-requests-page';

const admin = {
  id: '64b000000000000000000001',
  name: 'Alan Admin',
  email: 'alan@example.com',
  avatar: '',
  admin: true,
  author: false,
  token: 'admin-token',
};

function app(
  id: string,
  name: string,
  status: AuthorApplication['status'],
  description = 'I write about software.',
): AuthorApplication {
  return {
    _id: id,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    description,
    accept: status === 'accepted',
    reject: status === 'rejected',
    status,
    createdAt: '2026-11-01T10:00:00.000Z',
    history: [],
  };
}

const list = [
  app('a1', 'Grace Hopper', 'pending', 'Compilers and COBOL.'),
  app('a2', 'Ada Lovelace', 'accepted', 'Notes on the analytical engine.'),
  app('a3', 'Linus Torvalds', 'rejected', 'Kernels, git and KERNEL panics.'),
  app('a4', 'Margaret Hamilton', 'pending', 'Flight software.'),
];

const cards = () =>
  within(screen.getByRole('list', { name: 'Applications' })).getAllByRole('article');
const cardOf = (name: string) => screen.getByRole('article', { name });

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

async function openAsAdmin(applications = list) {
  setSessionUser(admin);
  const api = stubApi({ 'GET /api/get-data': () => jsonResponse(200, applications) });
  const view = renderPage(<AuthorRequestsPage />, { url: '/admin' });
  await screen.findByRole('list', { name: 'Applications' });
  return { ...view, api };
}

test('shows "Loading applications..." and then one card per application', async () => {
  setSessionUser(admin);
  const answer = deferredResponse();
  const api = stubApi({ 'GET /api/get-data': () => answer.promise });
  renderPage(<AuthorRequestsPage />, { url: '/admin' });
  expect(screen.getByText(TEXTS.admin.loading)).toBeInTheDocument();
  await act(async () => {
    answer.resolve(jsonResponse(200, list));
    await answer.promise;
  });
  expect(cards()).toHaveLength(4);
  const grace = cardOf('Grace Hopper');
  expect(within(grace).getByText('grace@example.com')).toBeInTheDocument();
  expect(within(grace).getByText('Compilers and COBOL.')).toBeInTheDocument();
  expect(within(grace).getByText('November 1, 2026')).toBeInTheDocument();
  expect(within(grace).getByText(TEXTS.admin.badges.pending)).toBeInTheDocument();
  expect(within(cardOf('Ada Lovelace')).getByText(TEXTS.admin.badges.accepted)).toBeInTheDocument();
  expect(
    within(cardOf('Linus Torvalds')).getByText(TEXTS.admin.badges.rejected),
  ).toBeInTheDocument();
  const headers = new Headers(api.spy.mock.calls[0]![1]?.headers);
  expect(headers.get('Authorization')).toBe('Bearer admin-token');
});

test.each(['/admin', '/authorsRequest'])(
  'at %s it sits in the admin console, with Author applications as the current section',
  async (url) => {
    setSessionUser(admin);
    stubApi({ 'GET /api/get-data': () => jsonResponse(200, list) });
    renderPage(<AuthorRequestsPage />, { url });
    await screen.findByRole('list', { name: 'Applications' });
    expect(screen.getByRole('heading', { level: 1, name: 'Author applications' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Admin console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Overview',
      'Leads',
      'Author applications',
      'People',
      'Content',
      'Subscribers',
      'Chat assistant',
      'Audit log',
      'Speed',
    ]);
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('Author applications');
    expect(current).toHaveAttribute('href', '/admin');
    expect(within(nav).getByRole('link', { name: 'Leads' })).toHaveAttribute(
      'href',
      '/admin/leads',
    );
  },
);

test('searches name, e-mail and description case-insensitively, with counts per status', async () => {
  const { user } = await openAsAdmin();
  const filters = screen.getByRole('group', { name: 'Status' });
  expect(within(filters).getByRole('radio', { name: 'All 4' })).toBeChecked();
  expect(within(filters).getByRole('radio', { name: 'Pending 2' })).toBeInTheDocument();

  const search = screen.getByRole('searchbox', { name: 'Search applications' });
  await user.type(search, 'kernel');
  expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
    'Linus Torvalds',
  ]);
  expect(within(filters).getByRole('radio', { name: 'All 1' })).toBeInTheDocument();
  expect(within(filters).getByRole('radio', { name: 'Rejected 1' })).toBeInTheDocument();

  await user.clear(search);
  await user.type(search, 'ADA@EXAMPLE');
  expect(cards()).toHaveLength(1);

  await user.clear(search);
  await user.click(within(filters).getByRole('radio', { name: 'Pending 2' }));
  expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
    'Grace Hopper',
    'Margaret Hamilton',
  ]);

  await user.type(search, 'nothing like this');
  expect(screen.getByText(TEXTS.admin.empty)).toBeInTheDocument();
});

test('offers only the actions the state machine allows', async () => {
  await openAsAdmin();
  const buttons = (name: string) =>
    within(cardOf(name))
      .getAllByRole('button')
      .map((button) => button.textContent);
  expect(buttons('Grace Hopper')).toEqual(['Accept', 'Reject']);
  expect(buttons('Ada Lovelace')).toEqual(['Reject', 'Reset to pending']);
  expect(buttons('Linus Torvalds')).toEqual(['Accept', 'Reset to pending']);
});

test('accepting sends the status seen and updates the card from the answer', async () => {
  setSessionUser(admin);
  const accepted = {
    ...list[0]!,
    status: 'accepted',
    accept: true,
    history: [
      {
        by: admin.id,
        byName: admin.name,
        at: '2026-11-02T09:30:00.000Z',
        from: 'pending',
        to: 'accepted',
      },
    ],
  };
  const api = stubApi({
    'GET /api/get-data': () => jsonResponse(200, list),
    'PATCH /api/accept/a1': () => jsonResponse(200, accepted),
  });
  const { user } = renderPage(<AuthorRequestsPage />, { url: '/admin' });
  await screen.findByRole('list', { name: 'Applications' });
  await user.click(within(cardOf('Grace Hopper')).getByRole('button', { name: 'Accept' }));

  expect(
    await within(cardOf('Grace Hopper')).findByRole('button', { name: 'Reset to pending' }),
  ).toBeInTheDocument();
  // The status badge, and the same in the decision history.
  expect(within(cardOf('Grace Hopper')).getAllByText(TEXTS.admin.badges.accepted)).toHaveLength(2);
  expect(api.bodies()).toContainEqual({ from: 'pending' });
  expect(within(cardOf('Grace Hopper')).getByText('Decision history (1)')).toBeInTheDocument();
  expect(within(cardOf('Grace Hopper')).getByText(/by Alan Admin/)).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Pending 1' })).toBeInTheDocument();
  api.expectNoUnexpectedRequests();
});

test("a refused decision shows the server's reason on that card and changes nothing", async () => {
  setSessionUser(admin);
  stubApi({
    'GET /api/get-data': () => jsonResponse(200, list),
    'PATCH /api/reject/a1': () => jsonResponse(409, { error: TEXTS.admin.transitionNotAllowed }),
  });
  const { user } = renderPage(<AuthorRequestsPage />, { url: '/admin' });
  await screen.findByRole('list', { name: 'Applications' });
  await user.click(within(cardOf('Grace Hopper')).getByRole('button', { name: 'Reject' }));
  expect(await within(cardOf('Grace Hopper')).findByRole('alert')).toHaveTextContent(
    TEXTS.admin.transitionNotAllowed,
  );
  expect(within(cardOf('Grace Hopper')).getByText(TEXTS.admin.badges.pending)).toBeInTheDocument();
});

test('a bad status shows "Error: Network response was not ok"', async () => {
  setSessionUser(admin);
  stubApi({ 'GET /api/get-data': () => jsonResponse(500, { message: 'boom' }) });
  renderPage(<AuthorRequestsPage />, { url: '/admin' });
  expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${TEXTS.admin.networkNotOk}`);
});

test.each([
  ['a visitor', null, 'Please sign in'],
  ['a signed-in non-admin', { ...admin, admin: false, author: true }, 'Admins only'],
])('%s gets the not-authorised page with a sign-in link and no request', (_who, user, title) => {
  if (user) setSessionUser(user);
  const api = stubApi({});
  renderPage(<AuthorRequestsPage />, { url: '/admin' });
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Sign in/ })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/login/),
  );
  expect(api.spy).not.toHaveBeenCalled();
});

test('an admin whose role was withdrawn (403) gets the not-authorised page', async () => {
  setSessionUser(admin);
  stubApi({ 'GET /api/get-data': () => jsonResponse(403, { message: TEXTS.api.forbidden }) });
  renderPage(<AuthorRequestsPage />, { url: '/admin' });
  expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
});
