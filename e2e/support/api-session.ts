import type { Page } from 'playwright-core';
import type { LiveSite } from './live-site';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Calls an API instance (a live site's, or any `{ api }`) with a JSON or multipart (FormData)
 * body and the bearer token, if given; throws unless 2xx.
 */
export async function callApi<T>(
  { api }: Pick<LiveSite, 'api'>,
  route: string,
  { token, ...init }: RequestInit & { token?: string } = {},
): Promise<T> {
  const response = await fetch(api.url + route, {
    ...init,
    headers: {
      ...(!(init.body instanceof FormData) && { 'Content-Type': 'application/json' }),
      ...(token && { Authorization: `Bearer ${token}` }),
    },
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs in through the API: the session the site keeps (its user and token). */
export async function apiSession(live: LiveSite, account: Credentials) {
  return callApi<{ token: string; user: Record<string, unknown> }>(live, '/login', {
    method: 'POST',
    body: JSON.stringify(account),
  });
}

/**
 * A page in its own browser context at 1280 x 900, signed in as `account` (the shell reads the
 * session from localStorage "user"), or a visitor's without one.
 */
export async function pageSignedIn(live: LiveSite, account?: Credentials): Promise<Page> {
  const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (account) {
    const session = await apiSession(live, account);
    await context.addInitScript(
      (value) => localStorage.setItem('user', value),
      JSON.stringify({ ...session.user, token: session.token }),
    );
  }
  return context.newPage();
}

/** A post's fields, and its cover (a PNG), as the blog's form sends them: multipart. */
export function postForm(fields: Record<string, string>, cover?: Buffer): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (cover) body.set('image', new Blob([new Uint8Array(cover)], { type: 'image/png' }), 'c.png');
  return body;
}
