import { API_PATHS } from '@brightwave/contracts/plain';
import { apiUrl } from '../api/api-client';
import { clearSessionUser, getSessionUser } from './session-store';

/**
 * Signs out: forgets the session in this browser at once, then asks the API to refuse that
 * token from now on. The API call is best effort: when it cannot be reached the visitor is
 * signed out here all the same (the token then lasts until it expires).
 */
export async function signOut(): Promise<void> {
  const token = getSessionUser()?.token;
  clearSessionUser();
  if (!token) return;
  try {
    await fetch(apiUrl(API_PATHS.logout), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      // Lets the request finish when the page navigates or closes right after.
      keepalive: true,
    });
  } catch {
    // Offline, or no API configured: the local sign-out above is what the visitor sees.
  }
}
