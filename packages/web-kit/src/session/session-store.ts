import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@brightwave/contracts';
import { PAGE_PATHS } from '@brightwave/site-content';

export type { SessionUser };

/** localStorage key of the signed-in user (`user`: sessions saved by earlier builds keep working). */
export const SESSION_KEY = 'user';
/** Fired on window when this tab changes the session, so every remote's copy hears it. */
const CHANGE_EVENT = 'bw:session-change';

/**
 * The stored record as a user, or null when it is not one. Records written by older builds may
 * lack the optional parts: they read as defaults. (Checked by hand: zod would weigh on every page.)
 */
function toSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { id, name, email, token } = record;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof email !== 'string') return null;
  if (typeof token !== 'string' || !token) return null;
  return {
    id,
    name,
    email,
    token,
    avatar: typeof record.avatar === 'string' ? record.avatar : '',
    admin: record.admin === true,
    author: record.author === true,
  };
}

export const GUEST = { name: 'Guest', email: '' } as const;

function read(): SessionUser | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(SESSION_KEY);
  } catch {
    return null; // storage disabled: behave as signed out
  }
  if (!raw) return null;
  try {
    return toSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

// useSyncExternalStore needs a stable snapshot: re-read only when the stored text changes.
let cachedRaw: string | null | undefined;
let cachedUser: SessionUser | null = null;

export function getSessionUser(): SessionUser | null {
  const raw = safeRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = read();
  }
  return cachedUser;
}

function safeRaw(): string | null {
  try {
    return window.localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

export function setSessionUser(user: SessionUser): void {
  window.localStorage.setItem(SESSION_KEY, JSON.stringify(user));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearSessionUser(): void {
  window.localStorage.removeItem(SESSION_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Fired on window when the API refused the stored sign-in: the shell opens /login with `next`. */
export const SIGN_IN_REQUIRED_EVENT = 'bw:sign-in-required';

function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** The sign-in page, with the page to return to afterwards (the current one by default). */
export function signInPath(next: string = currentPath()): string {
  return next && next !== PAGE_PATHS.home && !next.startsWith(PAGE_PATHS.login)
    ? `${PAGE_PATHS.login}?next=${encodeURIComponent(next)}`
    : PAGE_PATHS.login;
}

/** Stands for this site while a `next` value is resolved: an origin no URL can name by chance. */
const SAME_SITE = 'https://same-site.invalid';

/**
 * A `next` value made safe to navigate to: a path on this site, else "/". It is resolved as the
 * browser would resolve a link (which drops tabs and newlines and reads "\\" as "/", so "/\t/host"
 * is "//host", another site) and kept only if it stays on this origin; what is returned is that
 * resolved path, so the browser cannot read it another way.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/')) return '/';
  const url = new URL(next, SAME_SITE);
  return url.origin === SAME_SITE ? `${url.pathname}${url.search}${url.hash}` : '/';
}

/**
 * The sign-in is no longer valid (expired, password changed, account gone): forget it and ask
 * whoever listens (the shell) to send the visitor to /login, back to this page afterwards.
 */
export function requireSignIn(): void {
  clearSessionUser();
  window.dispatchEvent(
    new CustomEvent<{ next: string }>(SIGN_IN_REQUIRED_EVENT, { detail: { next: currentPath() } }),
  );
}

/** Calls the listener when this tab, another remote or another tab changes the session. */
export function subscribeSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user, or null; re-renders on every session change. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribeSession, getSessionUser, () => null);
}

/** Shown when nobody is signed in: name Guest and an empty e-mail. */
export function displayUser(user: SessionUser | null): { name: string; email: string } {
  return user ? { name: user.name, email: user.email } : GUEST;
}
