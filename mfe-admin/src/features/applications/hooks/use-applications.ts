import { useEffect, useState } from 'react';
import type { AuthorApplication } from '@brightwave/contracts';
import { ApiError } from '@brightwave/web-kit';
import { listApplications, listErrorMessage } from '../api/list-applications';

export type ApplicationsLoad =
  | { state: 'loading' }
  | { state: 'loaded'; applications: AuthorApplication[] }
  | { state: 'failed'; message: string }
  | { state: 'forbidden' };

/**
 * Every application, loaded once `enabled` (an admin is signed in); a 403 means the session lost
 * its admin role. `replace` puts a decided application in place of the one shown.
 */
export function useApplications(enabled: boolean) {
  const [load, setLoad] = useState<ApplicationsLoad>({ state: 'loading' });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    listApplications(controller.signal)
      .then((applications) => setLoad({ state: 'loaded', applications }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 403) setLoad({ state: 'forbidden' });
        else setLoad({ state: 'failed', message: listErrorMessage(error) });
      });
    return () => controller.abort();
  }, [enabled]);

  function replace(updated: AuthorApplication) {
    setLoad((current) =>
      current.state === 'loaded'
        ? {
            state: 'loaded',
            applications: current.applications.map((app) =>
              app._id === updated._id ? updated : app,
            ),
          }
        : current,
    );
  }

  return { load, replace };
}
