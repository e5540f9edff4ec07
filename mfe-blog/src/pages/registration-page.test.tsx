import { act, screen } from '@testing-library/react';
import { REGISTRATION_REDIRECT_MS, TEXTS } from '@brightwave/contracts';
import {
  currentLocation,
  deferredResponse,
  jsonResponse,
  renderPage,
  stubApi,
} from '@brightwave/testing';
import RegistrationPage from './registration-page';

const typed = {
  username: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'analytical-engine',
};

function openRegistration(options: { fakeTimers?: boolean } = {}) {
  const view = renderPage(<RegistrationPage />, { url: '/registration', ...options });
  async function fillIn(confirm = typed.password) {
    await view.user.type(screen.getByLabelText('Username'), typed.username);
    await view.user.type(screen.getByLabelText('Email'), typed.email);
    await view.user.type(screen.getByLabelText('Password'), typed.password);
    await view.user.type(screen.getByLabelText('Confirm password'), confirm);
  }
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Register' }));
  return { ...view, fillIn, submit };
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

test('four labelled, required fields, social links and a Sign In link', () => {
  openRegistration();
  for (const label of ['Username', 'Email', 'Password', 'Confirm password']) {
    expect(screen.getByLabelText(label)).toBeRequired();
  }
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
    'href',
    'https://linkedin.com/company/brightwave',
  );
});

test('different passwords show "Passwords do not match!" and send nothing', async () => {
  const api = stubApi({});
  const { fillIn, submit } = openRegistration();
  await fillIn('something-else');
  await submit();
  expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.registration.passwordsDoNotMatch);
  expect(api.spy).not.toHaveBeenCalled();
});

test('the error points the field it is about at it: the confirmation, or a taken e-mail address', async () => {
  stubApi({
    'POST /register': () =>
      jsonResponse(409, { code: 'email_taken', message: TEXTS.registration.emailTaken }),
  });
  const { fillIn, submit, user } = openRegistration();
  await fillIn('something-else');
  await submit();
  const confirm = screen.getByLabelText('Confirm password');
  expect(confirm).toHaveAttribute('aria-invalid', 'true');
  expect(confirm).toHaveAccessibleDescription(TEXTS.registration.passwordsDoNotMatch);
  expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');

  await user.clear(confirm);
  await user.type(confirm, typed.password);
  await submit();
  await screen.findByText(TEXTS.registration.emailTaken);
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(TEXTS.registration.emailTaken);
  expect(confirm).not.toHaveAttribute('aria-invalid');
});

test('sends the payload with both flags false, reads Processing..., then succeeds and goes to /login after 1 s', async () => {
  jest.useFakeTimers();
  const answer = deferredResponse();
  const api = stubApi({ 'POST /register': () => answer.promise });
  const { fillIn, submit } = openRegistration({ fakeTimers: true });
  await fillIn();
  await submit();

  expect(screen.getByRole('button', { name: TEXTS.registration.processing })).toBeDisabled();
  expect(api.bodies()).toEqual([{ ...typed, admin: false, author: false }]);
  await act(async () => {
    answer.resolve(jsonResponse(201, { message: TEXTS.registration.success }));
    await answer.promise;
  });
  expect(screen.getByRole('status')).toHaveTextContent(TEXTS.registration.success);
  expect(currentLocation().pathname).toBe('/registration');
  act(() => jest.advanceTimersByTime(REGISTRATION_REDIRECT_MS));
  expect(currentLocation().pathname).toBe('/login');
  api.expectNoUnexpectedRequests();
});

test("shows the server's message for a taken e-mail", async () => {
  stubApi({
    'POST /register': () => jsonResponse(409, { message: TEXTS.registration.emailTaken }),
  });
  const { fillIn, submit } = openRegistration();
  await fillIn();
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.registration.emailTaken);
  expect(screen.getByLabelText('Username')).toHaveValue(typed.username);
});

test('falls back to "Something went wrong" without a message or a connection', async () => {
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  const { fillIn, submit } = openRegistration();
  await fillIn();
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.registration.failure);
});
