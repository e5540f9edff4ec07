import { act, screen, waitFor } from '@testing-library/react';
import { CONTACT_NOTICE_MS, TEXTS } from '@brightwave/contracts';
import ContactPage from './contact-page';
import { deferredResponse, jsonResponse, renderPage, stubApi } from '@brightwave/testing';

const typed = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A new analytics platform',
  message: 'We would like to discuss a dashboard for our sales team.',
};

function openContactPage(options: { fakeTimers?: boolean } = {}) {
  const view = renderPage(<ContactPage />, { url: '/contactus', ...options });
  const form = {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    subject: screen.getByLabelText('Subject'),
    message: screen.getByLabelText('Message'),
  };
  async function fillIn() {
    await view.user.type(form.name, typed.name);
    await view.user.type(form.email, typed.email);
    await view.user.type(form.subject, typed.subject);
    await view.user.type(form.message, typed.message);
  }
  return { ...view, form, fillIn };
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

test('every field is labelled and required, with an e-mail type and a five-row message box', () => {
  const { form } = openContactPage();
  for (const control of Object.values(form)) expect(control).toBeRequired();
  expect(form.email).toHaveAttribute('type', 'email');
  expect(form.message).toHaveAttribute('rows', '5');
  expect(screen.getByText(/within 24 hours/i)).toBeInTheDocument();
});

test('the honeypot field is hidden from people and keyboards', () => {
  const { container } = openContactPage();
  const honeypot = container.querySelector('input[name="website"]');
  expect(honeypot).toHaveAttribute('tabindex', '-1');
  expect(honeypot).toHaveAttribute('autocomplete', 'off');
  expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
});

test('while sending the button is disabled and reads Sending; on 200 the fields clear and a notice shows', async () => {
  const answer = deferredResponse();
  const api = stubApi({ 'POST /send-email': () => answer.promise });
  const { user, form, fillIn } = openContactPage();

  await fillIn();
  await user.click(screen.getByRole('button', { name: TEXTS.contact.send }));

  const sending = screen.getByRole('button', { name: TEXTS.contact.sending });
  expect(sending).toBeDisabled();
  expect(api.bodies()).toEqual([{ ...typed, website: '' }]);

  await act(async () => {
    answer.resolve(jsonResponse(200, { message: 'Message sent' }));
    await answer.promise;
  });

  expect(await screen.findByText(TEXTS.contact.success)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: TEXTS.contact.send })).toBeEnabled();
  for (const control of Object.values(form)) expect(control).toHaveValue('');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  api.expectNoUnexpectedRequests();
});

test('a double click on Send sends the message once', async () => {
  const answer = deferredResponse();
  const api = stubApi({ 'POST /send-email': () => answer.promise });
  const { user, fillIn } = openContactPage();

  await fillIn();
  await user.dblClick(screen.getByRole('button', { name: TEXTS.contact.send }));
  await act(async () => {
    answer.resolve(jsonResponse(200, { message: 'Message sent' }));
    await answer.promise;
  });

  expect(await screen.findByText(TEXTS.contact.success)).toBeInTheDocument();
  expect(api.bodies()).toEqual([{ ...typed, website: '' }]);
});

test('the success notice disappears after 5 seconds', async () => {
  jest.useFakeTimers();
  const api = stubApi({ 'POST /send-email': () => jsonResponse(200, { message: 'Message sent' }) });
  const { user, fillIn } = openContactPage({ fakeTimers: true });

  await fillIn();
  await user.click(screen.getByRole('button', { name: TEXTS.contact.send }));
  expect(await screen.findByText(TEXTS.contact.success)).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(TEXTS.contact.success);

  act(() => jest.advanceTimersByTime(CONTACT_NOTICE_MS - 1));
  expect(screen.getByText(TEXTS.contact.success)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText(TEXTS.contact.success)).not.toBeInTheDocument();
  api.expectNoUnexpectedRequests();
});

test('a server failure shows a polite error, no success notice, and keeps what was typed', async () => {
  const api = stubApi({
    'POST /send-email': () => jsonResponse(500, { message: 'Internal server error' }),
  });
  const { user, form, fillIn } = openContactPage();

  await fillIn();
  await user.click(screen.getByRole('button', { name: TEXTS.contact.send }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(/sorry, we could not send your message/i);
  expect(alert).not.toHaveTextContent('Internal server error');
  expect(screen.queryByText(TEXTS.contact.success)).not.toBeInTheDocument();
  expect(form.name).toHaveValue(typed.name);
  expect(form.email).toHaveValue(typed.email);
  expect(form.subject).toHaveValue(typed.subject);
  expect(form.message).toHaveValue(typed.message);
  expect(screen.getByRole('button', { name: TEXTS.contact.send })).toBeEnabled();
  api.expectNoUnexpectedRequests();
});

test('a 400 shows the server’s own message', async () => {
  const api = stubApi({
    'POST /send-email': () =>
      jsonResponse(400, { message: 'Please enter a valid e-mail address.' }),
  });
  const { user, form, fillIn } = openContactPage();

  await fillIn();
  await user.click(screen.getByRole('button', { name: TEXTS.contact.send }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Please enter a valid e-mail address.',
  );
  expect(form.message).toHaveValue(typed.message);
  api.expectNoUnexpectedRequests();
});

test('an unreachable server shows the polite error and keeps the input', async () => {
  setupUnreachable();
  const { user, form, fillIn } = openContactPage();

  await fillIn();
  await user.click(screen.getByRole('button', { name: TEXTS.contact.send }));

  expect(await screen.findByRole('alert')).toHaveTextContent(/please try again/i);
  expect(form.subject).toHaveValue(typed.subject);
});

function setupUnreachable() {
  stubApi({ 'POST /send-email': () => Promise.reject(new TypeError('Failed to fetch')) });
}

test('after a failure, a second try that succeeds clears the error', async () => {
  let calls = 0;
  const api = stubApi({
    'POST /send-email': () =>
      ++calls === 1 ? jsonResponse(503, {}) : jsonResponse(200, { message: 'Message sent' }),
  });
  const { user, form, fillIn } = openContactPage();

  await fillIn();
  await user.click(screen.getByRole('button', { name: TEXTS.contact.send }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: TEXTS.contact.send }));
  expect(await screen.findByText(TEXTS.contact.success)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(form.name).toHaveValue('');
  expect(api.bodies()).toHaveLength(2);
  api.expectNoUnexpectedRequests();
});

test('a success other than 200 clears the form but shows no notice (only 200 confirms the message)', async () => {
  const api = stubApi({ 'POST /send-email': () => jsonResponse(202, { message: 'Queued' }) });
  const { user, form, fillIn } = openContactPage();
  await fillIn();
  await user.click(screen.getByRole('button', { name: TEXTS.contact.send }));
  expect(await screen.findByRole('button', { name: TEXTS.contact.send })).toBeEnabled();
  for (const control of Object.values(form)) expect(control).toHaveValue('');
  expect(screen.queryByText(TEXTS.contact.success)).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  api.expectNoUnexpectedRequests();
});

test('the form checks its fields with the API’s rules: each problem next to its field, focus on the first, nothing sent', async () => {
  const api = stubApi({});
  const { user, form } = openContactPage();
  await user.type(form.name, typed.name);
  await user.type(form.email, 'ada@example');
  await user.type(form.subject, '   ');
  await user.click(screen.getByRole('button', { name: TEXTS.contact.send }));

  expect(form.email).toHaveFocus();
  expect(form.email).toHaveAttribute('aria-invalid', 'true');
  expect(form.email).toHaveAccessibleDescription('Please enter a valid e-mail address.');
  expect(form.subject).toHaveAttribute('aria-invalid', 'true');
  expect(form.subject).toHaveAccessibleDescription('Please enter a subject.');
  expect(form.message).toHaveAccessibleDescription('Please enter a message.');
  expect(form.name).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(api.bodies()).toEqual([]);

  // Typing into a field clears its error; the others stay until the next try.
  await user.clear(form.email);
  await user.type(form.email, typed.email);
  expect(form.email).not.toHaveAttribute('aria-invalid');
  expect(form.subject).toHaveAttribute('aria-invalid', 'true');
  api.expectNoUnexpectedRequests();
});

test('a 400 naming fields shows the server’s message next to each field and focuses the first', async () => {
  const api = stubApi({
    'POST /send-email': () =>
      jsonResponse(400, {
        statusCode: 400,
        message: 'Please enter a subject. Your message must be at most 5000 characters.',
        error: 'Bad Request',
        code: 'validation_failed',
        fields: {
          subject: { code: 'required', message: 'Please enter a subject.' },
          message: { code: 'too_long', message: 'Your message must be at most 5000 characters.' },
        },
      }),
  });
  const { user, form, fillIn } = openContactPage();

  await fillIn();
  await user.click(screen.getByRole('button', { name: TEXTS.contact.send }));

  await waitFor(() => expect(form.subject).toHaveFocus());
  expect(form.subject).toHaveAttribute('aria-invalid', 'true');
  expect(form.subject).toHaveAccessibleDescription('Please enter a subject.');
  expect(form.message).toHaveAttribute('aria-invalid', 'true');
  expect(form.message).toHaveAccessibleDescription('Your message must be at most 5000 characters.');
  expect(form.name).not.toHaveAttribute('aria-invalid');
  expect(form.email).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(form.message).toHaveValue(typed.message);
  expect(screen.getByRole('button', { name: TEXTS.contact.send })).toBeEnabled();
  api.expectNoUnexpectedRequests();
});

test('after a successful send the focus moves to the success notice', async () => {
  const api = stubApi({ 'POST /send-email': () => jsonResponse(200, { message: 'Message sent' }) });
  const { user, fillIn } = openContactPage();

  await fillIn();
  await user.click(screen.getByRole('button', { name: TEXTS.contact.send }));

  expect(await screen.findByText(TEXTS.contact.success)).toBeInTheDocument();
  const notice = screen.getByRole('status');
  expect(notice).toHaveTextContent(TEXTS.contact.success);
  expect(notice).toHaveFocus();
  api.expectNoUnexpectedRequests();
});
