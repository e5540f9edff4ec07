import { act, screen, within } from '@testing-library/react';
import { CHAT_FIRST_SUGGESTIONS, TEXTS, type ChatResponse } from '@brightwave/contracts';
import {
  currentLocation,
  deferredResponse,
  jsonResponse,
  renderPage,
  stubApi,
} from '@brightwave/testing';
import ChatPanel from './chat-panel';
import { STORAGE_KEY } from '../utils/conversation';

function answer(reply: string, extra: Partial<ChatResponse> = {}): ChatResponse {
  return {
    reply,
    intent: 'hours',
    confidence: 0.9,
    links: [],
    suggestions: [],
    handoff: false,
    ...extra,
  };
}

function openPanel(onClose = jest.fn()) {
  const view = renderPage(<ChatPanel onClose={onClose} />, { url: '/about' });
  const input = screen.getByRole('textbox', { name: 'Your message' });
  const sendButton = screen.getByRole('button', { name: 'Send' });
  const log = screen.getByRole('log', { name: 'Conversation' });
  return { ...view, input, sendButton, log, onClose };
}

// The conversation's own items: those of the list the log holds (not the quick replies').
const messages = (log: HTMLElement) =>
  within(log)
    .queryAllByRole('listitem')
    .filter((item) => item.parentElement?.parentElement === log)
    .map((item) => item.querySelector('p')?.textContent ?? '');

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

test('greets with quick replies on first open, focused in the input, in an aria-live log', () => {
  const { input, log } = openPanel();
  expect(input).toHaveFocus();
  expect(log).toHaveAttribute('aria-live', 'polite');
  expect(messages(log)[0]).toMatch(/^Hello! I am the Brightwave assistant/);
  const chips = within(screen.getByRole('list', { name: 'Quick replies' })).getAllByRole('button');
  expect(chips.map((chip) => chip.textContent)).toEqual(CHAT_FIRST_SUGGESTIONS);
});

test('sends with Enter, shows typing while pending, and ignores Enter until the reply', async () => {
  const reply = deferredResponse();
  const api = stubApi({ 'POST /api/chat': () => reply.promise });
  const { user, input, sendButton, log } = openPanel();

  await user.type(input, 'When are you open?{Enter}');
  expect(screen.getByRole('status', { name: 'The assistant is typing' })).toBeInTheDocument();
  expect(sendButton).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Start over' })).toBeDisabled();
  expect(input).toHaveValue('');

  await user.type(input, 'second{Enter}');
  expect(api.spy).toHaveBeenCalledTimes(1);
  expect(input).toHaveValue('second');

  await act(async () => {
    reply.resolve(jsonResponse(200, answer('Monday-Friday 9am-6pm.')));
    await reply.promise;
  });
  expect(messages(log).slice(1)).toEqual(['When are you open?', 'Monday-Friday 9am-6pm.']);
  expect(screen.queryByRole('status', { name: 'The assistant is typing' })).toBeNull();
  expect(api.bodies()).toEqual([{ message: 'When are you open?' }]);
  api.expectNoUnexpectedRequests();
});

test('blank messages cannot be sent', async () => {
  const api = stubApi({});
  const { user, input, sendButton, log } = openPanel();
  await user.type(input, '    {Enter}');
  expect(sendButton).toBeDisabled();
  expect(messages(log)).toHaveLength(1);
  expect(api.spy).not.toHaveBeenCalled();
});

test('a failed request adds "Error connecting to server" and keeps the input', async () => {
  stubApi({ 'POST /api/chat': () => Promise.reject(new TypeError('Failed to fetch')) });
  const { user, input, log } = openPanel();
  await user.type(input, 'Do you build games?{Enter}');
  expect(await within(log).findByText(TEXTS.chat.connectionError)).toBeInTheDocument();
  expect(input).toHaveValue('Do you build games?');
});

test('a server error is a connection error too; a refusal the server explains is shown', async () => {
  let status = 500;
  stubApi({
    'POST /api/chat': () =>
      jsonResponse(status, { message: status === 429 ? 'Too many requests.' : 'Boom' }),
  });
  const { user, input, log } = openPanel();
  await user.type(input, 'hi{Enter}');
  expect(await within(log).findByText(TEXTS.chat.connectionError)).toBeInTheDocument();
  status = 429;
  await user.clear(input);
  await user.type(input, 'hi again{Enter}');
  expect(await within(log).findByText('Too many requests.')).toBeInTheDocument();
});

test('quick replies send, and links navigate inside the site', async () => {
  const api = stubApi({
    'POST /api/chat': () =>
      jsonResponse(
        200,
        answer('We build web, mobile, games and AI.', {
          links: [{ label: 'Web Development', to: '/services/web-development' }],
          suggestions: ['Request a quote'],
        }),
      ),
  });
  const { user, log } = openPanel();
  await user.click(screen.getByRole('button', { name: CHAT_FIRST_SUGGESTIONS[0] }));
  expect(await within(log).findByText('We build web, mobile, games and AI.')).toBeInTheDocument();
  expect(api.bodies()).toEqual([{ message: CHAT_FIRST_SUGGESTIONS[0] }]);
  // Only the newest answer offers quick replies.
  expect(screen.getAllByRole('list', { name: 'Quick replies' })).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Request a quote' })).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'Web Development' }));
  expect(currentLocation().pathname).toBe('/services/web-development');
});

test('the conversation survives a remount (page change or reload) until Start over', async () => {
  stubApi({ 'POST /api/chat': () => jsonResponse(200, answer('We reply within 24 hours.')) });
  const first = openPanel();
  await first.user.type(first.input, 'how fast do you reply{Enter}');
  await within(first.log).findByText('We reply within 24 hours.');
  first.unmount();

  const second = openPanel();
  expect(messages(second.log).slice(1)).toEqual([
    'how fast do you reply',
    'We reply within 24 hours.',
  ]);
  expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}').entries).toHaveLength(3);

  await second.user.click(screen.getByRole('button', { name: 'Start over' }));
  expect(messages(second.log)).toHaveLength(1);
  expect(second.input).toHaveFocus();
});

test('a stored conversation that cannot be read starts afresh', () => {
  sessionStorage.setItem(STORAGE_KEY, '{"entries":[{"oops":1}]}');
  const { log } = openPanel();
  expect(messages(log)).toHaveLength(1);
});

test('the fallback opens the handoff form inline with the question; sending it shows the confirmation', async () => {
  const api = stubApi({
    'POST /api/chat': () =>
      jsonResponse(
        200,
        answer('Sorry, I am not sure I understood.', { intent: 'fallback', handoff: true }),
      ),
    'POST /api/chat/handoff': () =>
      jsonResponse(200, { reply: 'Thank you, Ada! We reply within 24 hours.' }),
  });
  const { user, input, log } = openPanel();
  await user.type(input, 'Can you port COBOL?{Enter}');
  const form = await screen.findByRole('form', { name: 'Ask a person' });
  expect(within(form).getByLabelText('Your question')).toHaveValue('Can you port COBOL?');

  await user.type(within(form).getByLabelText('Name'), 'Ada');
  await user.type(within(form).getByLabelText('Email'), 'ada@example.com');
  await user.click(within(form).getByRole('button', { name: 'Send to our team' }));

  expect(
    await within(log).findByText('Thank you, Ada! We reply within 24 hours.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Ask a person' })).toBeNull();
  const [, handoff] = api.bodies() as [unknown, { transcript: unknown[] }];
  expect(handoff).toEqual({
    name: 'Ada',
    email: 'ada@example.com',
    question: 'Can you port COBOL?',
    transcript: [
      { sender: 'bot', text: expect.stringMatching(/^Hello!/) },
      { sender: 'user', text: 'Can you port COBOL?' },
      { sender: 'bot', text: 'Sorry, I am not sure I understood.' },
    ],
  });
});

test('under the last answer a person can still be asked, with the question it answered', async () => {
  stubApi({ 'POST /api/chat': () => jsonResponse(200, answer('We are open 9 to 6.')) });
  const { user, input, log } = openPanel();
  // The greeting answers no question: nothing to offer yet.
  expect(screen.queryByRole('button', { name: 'Ask a person' })).toBeNull();

  await user.type(input, 'Do you work on public holidays?{Enter}');
  await within(log).findByText('We are open 9 to 6.');
  expect(within(log).getByText(/Not what you asked\?/)).toBeInTheDocument();
  await user.click(within(log).getByRole('button', { name: 'Ask a person' }));

  const form = await screen.findByRole('form', { name: 'Ask a person' });
  expect(within(form).getByLabelText('Your question')).toHaveValue(
    'Do you work on public holidays?',
  );
  // With the form open the offer is gone; "Not now" brings it back.
  expect(within(log).queryByRole('button', { name: 'Ask a person' })).toBeNull();
  await user.click(within(form).getByRole('button', { name: 'Not now' }));
  expect(within(log).getByRole('button', { name: 'Ask a person' })).toBeInTheDocument();
});

test('a refused handoff shows the reason in the form and keeps what was typed', async () => {
  stubApi({
    'POST /api/chat': () => jsonResponse(200, answer('Leave your details.', { handoff: true })),
    'POST /api/chat/handoff': () =>
      jsonResponse(400, { message: 'Please enter a valid e-mail address.' }),
  });
  const { user, input } = openPanel();
  await user.type(input, 'Talk to a person{Enter}');
  const form = await screen.findByRole('form', { name: 'Ask a person' });
  await user.type(within(form).getByLabelText('Name'), 'Ada');
  await user.type(within(form).getByLabelText('Email'), 'ada@example');
  await user.click(within(form).getByRole('button', { name: 'Send to our team' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'Please enter a valid e-mail address.',
  );
  expect(within(form).getByLabelText('Name')).toHaveValue('Ada');

  await user.click(within(form).getByRole('button', { name: 'Not now' }));
  expect(screen.queryByRole('form', { name: 'Ask a person' })).toBeNull();
});

test('Close calls the shell, which returns focus to its button', async () => {
  const { user, onClose } = openPanel();
  await user.click(screen.getByRole('button', { name: 'Close chat' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('sends what the last answer was about with the next message, also after a remount', async () => {
  const context = { intent: 'service.mobile-development', topic: 'mobile-development' };
  const api = stubApi({
    'POST /api/chat': () =>
      jsonResponse(200, answer('We build apps.', { intent: context.intent, context })),
  });
  const first = openPanel();
  await first.user.type(first.input, 'do you make apps{Enter}');
  await within(first.log).findByText('We build apps.');
  first.unmount();

  const second = openPanel();
  await second.user.type(second.input, 'and how long would that take?{Enter}');
  await within(second.log).findAllByText('We build apps.');
  expect(api.bodies()).toEqual([
    { message: 'do you make apps' },
    { message: 'and how long would that take?', context },
  ]);
});
