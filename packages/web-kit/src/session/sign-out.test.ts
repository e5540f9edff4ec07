import { setRuntimeConfig } from '../config/runtime-config';
import { getSessionUser, setSessionUser } from './session-store';
import { signOut } from './sign-out';

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  setRuntimeConfig({ apiUrl: 'http://api.test', remotes: [] });
  fetchMock = jest.spyOn(globalThis, 'fetch');
  setSessionUser({
    id: 'u',
    name: 'U',
    email: 'u@x.io',
    token: 'the-token',
    avatar: '',
    admin: false,
    author: false,
  });
});

afterEach(() => fetchMock.mockRestore());

it('ends the session on the API with its token, and forgets it here', async () => {
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  await signOut();
  expect(getSessionUser()).toBeNull();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('http://api.test/logout');
  expect(init.method).toBe('POST');
  expect((init.headers as Record<string, string>).Authorization).toBe('Bearer the-token');
});

it('forgets the session here even when the API cannot be reached', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(signOut()).resolves.toBeUndefined();
  expect(getSessionUser()).toBeNull();
});
