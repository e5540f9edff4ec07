import { apiRequest, type ApiRequest } from '@brightwave/web-kit';
import { useCallback, useEffect, useState } from 'react';

export type DataState<T> =
  | { status: 'loading'; data?: T }
  | { status: 'error'; message: string; data?: T }
  | { status: 'ready'; data: T };

/**
 * Loads an admin endpoint with the signed-in user's token, again whenever `path` or `query`
 * change; `reload()` fetches once more (after a change or a failure). A stale answer is dropped.
 */
export function useAdminData<T>(path: string, query: ApiRequest['query'] = {}) {
  const [state, setState] = useState<DataState<T>>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(query);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data }));
    apiRequest<T>(path, {
      auth: true,
      query: JSON.parse(key) as ApiRequest['query'],
      signal: controller.signal,
    }).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
          data: previous.data,
        }));
      },
    );
    return () => controller.abort();
  }, [path, key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload };
}

/** Sends a change with the signed-in user's token. */
export function adminCall<T>(path: string, request: ApiRequest): Promise<T> {
  return apiRequest<T>(path, { auth: true, ...request });
}
