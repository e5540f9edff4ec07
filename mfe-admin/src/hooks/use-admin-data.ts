import {
  apiRequest,
  failedWithMessage,
  useLoad,
  type ApiRequest,
  type Load,
  type LoadFailed,
} from '@brightwave/web-kit';
import { useCallback } from 'react';

/** An admin endpoint's load: its state (failed with the error's message), the latest data, reload. */
export type AdminLoad<T> = Load<T, LoadFailed>;

/**
 * An admin endpoint with the signed-in user's token, through web-kit's useLoad: loaded again when
 * `path` or `query` change and on `reload()` (after a change or a failure), the one before
 * aborted; the latest data stays while the next load runs.
 */
export function useAdminData<T>(path: string, query: ApiRequest['query'] = {}): AdminLoad<T> {
  const key = JSON.stringify(query);
  const load = useCallback(
    (signal: AbortSignal) =>
      adminCall<T>(path, { query: JSON.parse(key) as ApiRequest['query'], signal }),
    [path, key],
  );
  return useLoad(load, { failure: failedWithMessage });
}

/** Sends a change with the signed-in user's token. */
export function adminCall<T>(path: string, request: ApiRequest): Promise<T> {
  return apiRequest<T>(path, { auth: true, ...request });
}
