import { setRuntimeConfig } from '../config/runtime-config';
import { setSessionUser } from '../session/session-store';
import type { ApiErrorBody } from '@brightwave/contracts';
import { apiExchange, apiRequest, ApiError, isUnauthorized, NetworkError } from './api-client';

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  setRuntimeConfig({ apiUrl: 'http://api.test', remotes: [] });
  fetchMock = jest.spyOn(globalThis, 'fetch');
});

afterEach(() => fetchMock.mockRestore());

function lastCall(): [string, RequestInit] {
  return fetchMock.mock.calls.at(-1) as [string, RequestInit];
}

it('sends JSON to the configured API and returns the parsed body', async () => {
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ reply: 'hi' }), { status: 200 }));
  await expect(apiRequest('/api/chat', { json: { message: 'hello' } })).resolves.toEqual({
    reply: 'hi',
  });
  const [url, init] = lastCall();
  expect(url).toBe('http://api.test/api/chat');
  expect(init.method).toBe('POST');
  expect(init.body).toBe('{"message":"hello"}');
  expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
});

it('adds the bearer token of the signed-in user, and query parameters', async () => {
  setSessionUser({
    id: 'u',
    name: 'U',
    email: 'u@x.io',
    token: 'secret-token',
    avatar: '',
    admin: false,
    author: false,
  });
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  await expect(
    apiRequest('/editblog/1', {
      method: 'PUT',
      form: new FormData(),
      auth: true,
      query: { timestamp: 5 },
    }),
  ).resolves.toBeNull();
  const [url, init] = lastCall();
  expect(url).toBe('http://api.test/editblog/1?timestamp=5');
  expect((init.headers as Record<string, string>).Authorization).toBe('Bearer secret-token');
  expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
});

it('answers the status and headers of a success beside its body', async () => {
  fetchMock.mockResolvedValue(
    new Response('[]', { status: 200, headers: { 'X-Total-Count': '37' } }),
  );
  const { status, headers, body } = await apiExchange('/getblogs', { query: { page: 2 } });
  expect(status).toBe(200);
  expect(headers.get('x-total-count')).toBe('37');
  expect(body).toEqual([]);
});

it.each([
  [{ message: 'Email already registered' }, 'Email already registered'],
  [{ error: 'Failed to save data' }, 'Failed to save data'],
  [{ message: ['name is required', 'email is invalid'] }, 'name is required email is invalid'],
  ['plain text', 'Request failed with status 400'],
])('turns a failure into an ApiError with the server message (%p)', async (body, message) => {
  fetchMock.mockResolvedValue(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 400 }),
  );
  const error = await apiRequest('/register', { json: {} }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(400);
  expect((error as ApiError).message).toBe(message);
});

it("carries the server's code and the problem with each field, for the form to show", async () => {
  const body: ApiErrorBody = {
    statusCode: 400,
    message: 'Please enter your name. Please enter a valid e-mail address.',
    error: 'Please enter your name. Please enter a valid e-mail address.',
    code: 'validation_failed',
    fields: {
      name: { code: 'required', message: 'Please enter your name.' },
      email: { code: 'invalid_email', message: 'Please enter a valid e-mail address.' },
    },
  };
  fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status: 400 }));
  const error = (await apiRequest('/send-email', { json: {} }).catch(
    (e: unknown) => e,
  )) as ApiError;
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: body.message });
  expect(error.fields).toEqual(body.fields);
  expect(error.fieldMessage('email')).toBe('Please enter a valid e-mail address.');
  expect(error.fieldMessage('subject')).toBeUndefined();
  expect(error.isUnauthorized).toBe(false);
  expect(isUnauthorized(error)).toBe(false);
});

it('tells a 401 apart from other failures', async () => {
  fetchMock.mockResolvedValue(
    new Response(
      JSON.stringify({
        statusCode: 401,
        message: 'Please sign in.',
        error: 'Please sign in.',
        code: 'unauthorized',
      }),
      { status: 401 },
    ),
  );
  const error = await apiRequest('/me', { auth: true }).catch((e: unknown) => e);
  expect(isUnauthorized(error)).toBe(true);
  expect(error).toMatchObject({ status: 401, code: 'unauthorized', fields: {} });
  expect(isUnauthorized(new NetworkError(new TypeError('offline')))).toBe(false);
  expect(isUnauthorized(new Error('x'))).toBe(false);
});

it.each([
  [409, JSON.stringify({ message: 'Nope', fields: { a: 'text', b: { code: 'x' } } })],
  [502, 'Bad gateway'],
])(
  'falls back to the status for the code and ignores malformed fields (%s)',
  async (status, text) => {
    fetchMock.mockResolvedValue(new Response(text, { status }));
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status, code: `http_${status}`, fields: {} });
  },
);

it('reports an unreachable server as a NetworkError', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(apiRequest('/getblogs')).rejects.toBeInstanceOf(NetworkError);
});
