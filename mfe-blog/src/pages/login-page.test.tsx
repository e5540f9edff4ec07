import { screen, waitFor } from '@testing-library/react';
import { TEXTS } from '@brightwave/contracts';
import { getSessionUser } from '@brightwave/web-kit';
import { currentLocation, jsonResponse, renderPage, stubApi } from '@brightwave/testing';
import LoginPage from './login-page';

const user = {
  id: '64b000000000000000000001',
  name: 'Ada',
  email: 'ada@example.com',
  avatar: '',
  admin: false,
  author: false,
};

async function signIn(url: string, password = 'analytical-engine') {
  const view = renderPage(<LoginPage />, { url, path: '/login' });
  await view.user.type(screen.getByLabelText('Email'), user.email);
  await view.user.type(screen.getByLabelText('Password'), password);
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
  return view;
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

test('stores the session under "user" and returns to the page named by next', async () => {
  const api = stubApi({ 'POST /login': () => jsonResponse(200, { token: 'tok', user }) });
  await signIn('/login?next=%2FblogDetails%2F42');
  // The navigation follows the answer (after the session is stored); the router renders it a
  // moment later.
  await waitFor(() => expect(currentLocation().pathname).toBe('/blogDetails/42'));
  expect(api.bodies()).toEqual([{ email: user.email, password: 'analytical-engine' }]);
  expect(JSON.parse(localStorage.getItem('user')!)).toEqual({ ...user, token: 'tok' });
});

test('never follows a next that leaves the site', async () => {
  stubApi({ 'POST /login': () => jsonResponse(200, { token: 'tok', user }) });
  await signIn('/login?next=https%3A%2F%2Fevil.example');
  await waitFor(() => expect(currentLocation().pathname).toBe('/'));
});

test('a wrong password shows the error and stores nothing', async () => {
  stubApi({
    'POST /login': () => jsonResponse(401, { message: TEXTS.login.invalidCredentials }),
  });
  await signIn('/login', 'wrong-password');
  expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.login.invalidCredentials);
  expect(getSessionUser()).toBeNull();
  expect(currentLocation().pathname).toBe('/login');
});

test('refused credentials mark both fields, described by the refusal', async () => {
  stubApi({
    'POST /login': () => jsonResponse(401, { message: TEXTS.login.invalidCredentials }),
  });
  await signIn('/login', 'wrong-password');
  await screen.findByRole('alert');
  for (const label of ['Email', 'Password']) {
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
      TEXTS.login.invalidCredentials,
    );
  }
});

test('the password can be shown and hidden; registration and reset are linked', async () => {
  const view = renderPage(<LoginPage />, { url: '/login' });
  const password = screen.getByLabelText('Password');
  expect(password).toHaveAttribute('type', 'password');
  await view.user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  await view.user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password).toHaveAttribute('type', 'password');
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/registration',
  );
});

test.each([
  ['%2FyourBlogs', 'Sign in to see the blogs you have written.'],
  ['%2Fblogform', 'Sign in to write a blog.'],
  ['%2Feditblog%2F42', 'Sign in to edit your blog.'],
])('says why next=%s sent the visitor here', (next, reason) => {
  renderPage(<LoginPage />, { url: `/login?next=${next}`, path: '/login' });
  expect(screen.getByText(reason)).toBeInTheDocument();
});

test('says no reason for other pages', () => {
  renderPage(<LoginPage />, { url: '/login?next=%2FblogDetails%2F42', path: '/login' });
  expect(screen.queryByText(/^Sign in to /)).not.toBeInTheDocument();
});
