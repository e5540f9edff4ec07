import { screen } from '@testing-library/react';
import { TEXTS } from '@brightwave/contracts';
import { getSessionUser, setSessionUser } from '@brightwave/web-kit';
import { jsonResponse, renderPage, stubApi } from '@brightwave/testing';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

test('forgot password: sends the address once, then shows the answer instead of the form', async () => {
  let answer: (response: Response) => void = () => undefined;
  const api = stubApi({
    'POST /password/forgot': () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  });
  const { user } = renderPage(<ForgotPasswordPage />, { url: '/forgot-password' });
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  // On its way: a second press sends nothing more.
  await user.click(screen.getByRole('button', { name: /Sending/ }));
  answer(jsonResponse(200, { message: TEXTS.passwordReset.requested }));
  expect(await screen.findByText(TEXTS.passwordReset.requested)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
  expect(api.bodies()).toEqual([{ email: 'ada@example.com' }]);
});

test('forgot password: a failure shows the server’s words and the form stays', async () => {
  stubApi({ 'POST /password/forgot': () => jsonResponse(429, { message: 'Too many requests.' }) });
  const { user } = renderPage(<ForgotPasswordPage />, { url: '/forgot-password' });
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
  expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
});

const RESET_URL = '/reset-password?token=abc';

async function choose(password: string, confirm: string) {
  const view = renderPage(<ResetPasswordPage />, { url: RESET_URL, path: '/reset-password' });
  await view.user.type(screen.getByLabelText('New password'), password);
  await view.user.type(screen.getByLabelText('Confirm new password'), confirm);
  await view.user.click(screen.getByRole('button', { name: 'Set new password' }));
  return view;
}

test('reset password: different passwords say so and send nothing', async () => {
  const api = stubApi({});
  await choose('a-long-password', 'another-password');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    TEXTS.registration.passwordsDoNotMatch,
  );
  expect(api.spy).not.toHaveBeenCalled();
});

test('reset password: success ends this tab’s session and offers Sign in', async () => {
  setSessionUser({
    id: 'u1',
    name: 'Ada',
    email: 'ada@example.com',
    avatar: '',
    admin: false,
    author: false,
    token: 'old',
  });
  const api = stubApi({
    'POST /password/reset': () => jsonResponse(200, { message: TEXTS.passwordReset.done }),
  });
  await choose('a-long-password', 'a-long-password');
  expect(await screen.findByText(TEXTS.passwordReset.done)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  expect(getSessionUser()).toBeNull();
  expect(api.bodies()).toEqual([{ token: 'abc', password: 'a-long-password' }]);
});

test('reset password: a refused token shows the server’s words', async () => {
  stubApi({
    'POST /password/reset': () => jsonResponse(400, { message: TEXTS.passwordReset.invalidLink }),
  });
  await choose('a-long-password', 'a-long-password');
  expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.passwordReset.invalidLink);
});

test('reset password: without a token, the link is invalid', () => {
  renderPage(<ResetPasswordPage />, { url: '/reset-password', path: '/reset-password' });
  expect(screen.getByText(TEXTS.passwordReset.invalidLink)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Set new password' })).not.toBeInTheDocument();
});
