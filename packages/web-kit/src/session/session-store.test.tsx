import { act, render, screen } from '@testing-library/react';
import {
  clearSessionUser,
  displayUser,
  getSessionUser,
  setSessionUser,
  subscribeSession,
  useSessionUser,
} from './session-store';

const user = {
  id: 'u1',
  name: 'Sam',
  email: 'sam@example.com',
  token: 'tok',
  avatar: '',
  admin: false,
  author: true,
};

function WhoAmI() {
  const current = useSessionUser();
  return <p>{displayUser(current).name}</p>;
}

beforeEach(() => localStorage.clear());

it('falls back to Guest with an empty e-mail when nobody is signed in', () => {
  expect(getSessionUser()).toBeNull();
  expect(displayUser(null)).toEqual({ name: 'Guest', email: '' });
});

it('stores the user under localStorage "user" and tells every subscriber', () => {
  const listener = jest.fn();
  const unsubscribe = subscribeSession(listener);
  setSessionUser(user);
  expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
  expect(getSessionUser()).toEqual(user);
  clearSessionUser();
  expect(getSessionUser()).toBeNull();
  expect(listener).toHaveBeenCalledTimes(2);
  unsubscribe();
  setSessionUser(user);
  expect(listener).toHaveBeenCalledTimes(2);
});

it('re-renders components when another tab changes the session', () => {
  render(<WhoAmI />);
  expect(screen.getByText('Guest')).toBeInTheDocument();
  localStorage.setItem('user', JSON.stringify(user));
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
  });
  expect(screen.getByText('Sam')).toBeInTheDocument();
  localStorage.removeItem('user');
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
  });
  expect(screen.getByText('Guest')).toBeInTheDocument();
});

it('treats a damaged or incomplete record as signed out, and fills optional flags', () => {
  localStorage.setItem('user', '{not json');
  expect(getSessionUser()).toBeNull();
  localStorage.setItem('user', JSON.stringify({ name: 'No token' }));
  expect(getSessionUser()).toBeNull();
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 'u2', name: 'Old', email: 'o@x.io', token: 't' }),
  );
  expect(getSessionUser()).toEqual({
    id: 'u2',
    name: 'Old',
    email: 'o@x.io',
    token: 't',
    avatar: '',
    admin: false,
    author: false,
  });
});
