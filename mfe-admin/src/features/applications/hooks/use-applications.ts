import { useCallback } from 'react';
import type { AuthorApplication } from '@brightwave/contracts';
import { ApiError, useLoad, type LoadState } from '@brightwave/web-kit';
import { listApplications, listErrorMessage } from '../api/list-applications';

type ApplicationsFailure = { status: 'failed'; message: string } | { status: 'forbidden' };
export type ApplicationsLoad = LoadState<AuthorApplication[], ApplicationsFailure>;

/** A 403 means the session lost its admin role; any other failure is shown with its message. */
const failure = (error: unknown): ApplicationsFailure =>
  error instanceof ApiError && error.status === 403
    ? { status: 'forbidden' }
    : { status: 'failed', message: listErrorMessage(error) };

/** What the list waits on before an admin is signed in: nothing is asked, nothing comes. */
const untilEnabled = () => new Promise<never>(() => undefined);

/**
 * Every application, loaded once `enabled` (an admin is signed in). `replace` puts a decided
 * application in place of the one shown.
 */
export function useApplications(enabled: boolean) {
  const load = useCallback(
    (signal: AbortSignal) => (enabled ? listApplications(signal) : untilEnabled()),
    [enabled],
  );
  const { state, setState } = useLoad(load, { failure });

  const replace = useCallback(
    (updated: AuthorApplication) =>
      setState((current) =>
        current.status === 'loaded'
          ? {
              status: 'loaded',
              data: current.data.map((app) => (app._id === updated._id ? updated : app)),
            }
          : current,
      ),
    [setState],
  );

  return { load: state, replace };
}
