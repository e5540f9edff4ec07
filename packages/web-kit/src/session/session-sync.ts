import type { AuthUser } from '@brightwave/contracts';
import { API_PATHS } from '@brightwave/contracts/plain';
import { apiRequest } from '../api/api-client';
import { getSessionUser, setSessionUser } from './session-store';

let inFlight: Promise<void> | undefined;

/**
 * Reads the signed-in user afresh from GET /me, so a role granted or withdrawn meanwhile shows
 * without signing in again. A refused token clears the session; a network failure keeps it.
 */
export function refreshSession(): Promise<void> {
  const user = getSessionUser();
  if (!user) return Promise.resolve();
  inFlight ??= apiRequest<AuthUser>(API_PATHS.me, { auth: true, onUnauthorized: 'clear' })
    .then((fresh) => {
      const current = getSessionUser();
      // Another tab may have signed out or in as someone else meanwhile.
      if (!current || current.token !== user.token || current.id !== fresh.id) return;
      const changed = (Object.keys(fresh) as (keyof AuthUser)[]).some(
        (key) => fresh[key] !== current[key],
      );
      if (changed) setSessionUser({ ...current, ...fresh });
    })
    .catch(() => undefined)
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

/** Refreshes the session now and whenever the tab regains focus; returns a stop function. */
export function startSessionSync(): () => void {
  const onFocus = () => void refreshSession();
  const onVisible = () => {
    if (document.visibilityState === 'visible') void refreshSession();
  };
  void refreshSession();
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
