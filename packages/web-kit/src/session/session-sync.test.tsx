import { ApiError, apiRequest } from '../api/api-client';
import { jsonResponse, stubApi } from '@brightwave/testing';
import {
  getSessionUser,
  safeNextPath,
  setSessionUser,
  SIGN_IN_REQUIRED_EVENT,
  signInPath,
} from './session-store';
import { refreshSession } from './session-sync';

const stored = {
  id: 'u1',
  name: 'Sam',
  email: 'sam@example.com',
  token: 'tok',
  avatar: '',
  admin: false,
  author: false,
};

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('refreshes the stored flags from GET /me, keeping the token', async () => {
  setSessionUser(stored);
  const api = stubApi({
    'GET /me': (init) => {
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
      return jsonResponse(200, { ...stored, token: undefined, author: true });
    },
  });
  await refreshSession();
  expect(getSessionUser()).toEqual({ ...stored, author: true });
  api.expectNoUnexpectedRequests();
});

it('clears the session quietly when /me refuses the token', async () => {
  setSessionUser(stored);
  const events: Event[] = [];
  const listener = (event: Event) => events.push(event);
  window.addEventListener(SIGN_IN_REQUIRED_EVENT, listener);
  stubApi({ 'GET /me': () => jsonResponse(401, { message: 'Please log in to continue.' }) });
  await refreshSession();
  window.removeEventListener(SIGN_IN_REQUIRED_EVENT, listener);
  expect(getSessionUser()).toBeNull();
  expect(events).toHaveLength(0);
});

it('keeps the session when the server cannot be reached', async () => {
  setSessionUser(stored);
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  await refreshSession();
  expect(getSessionUser()).toEqual(stored);
});

it('a 401 to an authenticated call clears the session and asks for sign-in with the return path', async () => {
  setSessionUser(stored);
  window.history.pushState({}, '', '/yourBlogs?page=2');
  const next: string[] = [];
  const listener = (event: Event) =>
    next.push((event as CustomEvent<{ next: string }>).detail.next);
  window.addEventListener(SIGN_IN_REQUIRED_EVENT, listener);
  stubApi({
    'GET /api/get-data': () => jsonResponse(401, { message: 'Please log in to continue.' }),
  });
  await expect(apiRequest('/api/get-data', { auth: true })).rejects.toBeInstanceOf(ApiError);
  window.removeEventListener(SIGN_IN_REQUIRED_EVENT, listener);
  expect(getSessionUser()).toBeNull();
  expect(next).toEqual(['/yourBlogs?page=2']);
  expect(signInPath(next[0])).toBe('/login?next=%2FyourBlogs%3Fpage%3D2');
});

it('a 401 to a call without a token (a wrong password) leaves the session alone', async () => {
  setSessionUser(stored);
  stubApi({ 'POST /login': () => jsonResponse(401, { message: 'Invalid email or password' }) });
  await expect(apiRequest('/login', { json: {} })).rejects.toThrow('Invalid email or password');
  expect(getSessionUser()).toEqual(stored);
});

it('only follows return paths on this site', () => {
  expect(safeNextPath('/blogform')).toBe('/blogform');
  expect(safeNextPath('https://evil.example')).toBe('/');
  expect(safeNextPath('//evil.example')).toBe('/');
  expect(safeNextPath('/\\evil.example')).toBe('/');
  expect(safeNextPath(null)).toBe('/');
  expect(signInPath('/')).toBe('/login');
  expect(signInPath('/login?next=%2Fx')).toBe('/login');
});
