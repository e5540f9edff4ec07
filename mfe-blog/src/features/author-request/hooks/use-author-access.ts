import { useCallback, useEffect, useState } from 'react';
import type { AuthorApplication } from '@brightwave/contracts';
import { refreshSession, useSessionUser } from '@brightwave/web-kit';
import { getMyApplication } from '../api/get-my-application';

export type AuthorAccess =
  | { state: 'signed-out' }
  | { state: 'author' }
  | { state: 'loading' }
  | { state: 'error' }
  /** Signed in, not an author: `application` is theirs, if they sent one. */
  | { state: 'applicant'; application: AuthorApplication | null };

/**
 * May the visitor write? Authors and admins may; for a signed-in user who may not, it loads
 * their application. An application accepted meanwhile refreshes the session, which turns the
 * state to 'author' without signing in again.
 */
export function useAuthorAccess(): AuthorAccess & { reload: () => void } {
  const user = useSessionUser();
  const canWrite = Boolean(user && (user.author || user.admin));
  const userId = user?.id;
  const [loaded, setLoaded] = useState<
    { userId: string; application: AuthorApplication | null } | 'error' | undefined
  >();
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    if (!userId || canWrite) return;
    let active = true;
    setLoaded(undefined);
    getMyApplication()
      .then((application) => {
        if (!active) return;
        setLoaded({ userId, application });
        if (application?.status === 'accepted') void refreshSession();
      })
      .catch(() => {
        if (active) setLoaded('error');
      });
    return () => {
      active = false;
    };
  }, [userId, canWrite, version]);

  if (!user) return { state: 'signed-out', reload };
  if (canWrite) return { state: 'author', reload };
  if (loaded === 'error') return { state: 'error', reload };
  if (!loaded || loaded.userId !== user.id) return { state: 'loading', reload };
  return { state: 'applicant', application: loaded.application, reload };
}
