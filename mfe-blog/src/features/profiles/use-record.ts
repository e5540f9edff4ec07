import { useCallback } from 'react';
import {
  ApiError,
  apiRequest,
  useLoad,
  type FirstAnswer,
  type LoadState,
} from '@brightwave/web-kit';
import { sentWithPage } from '../../hooks/sent-with-page';

/** A record a page is about (an author, a tag): loaded, missing (404 or 400), or failed. */
export type RecordState<T> = LoadState<T, { status: 'missing' } | { status: 'failed' }>;

const failure = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400)
    ? ({ status: 'missing' } as const)
    : ({ status: 'failed' } as const);

function sentState<T>(answer: FirstAnswer): RecordState<T> | undefined {
  if (answer.status === 200) return { status: 'loaded', data: answer.body as T };
  return failure(new ApiError(answer.status, '', answer.body)).status === 'missing'
    ? { status: 'missing' }
    : undefined;
}

/**
 * GET `path` on the API (public, so the same for every visitor), taken from the page's HTML when
 * the shell's server rendered the page from it; loaded again when the path changes.
 */
export function useRecord<T>(path: string): {
  state: RecordState<T>;
  retry: () => void;
  replace: (data: T) => void;
} {
  const load = useCallback((signal: AbortSignal) => apiRequest<T>(path, { signal }), [path]);
  const { state, setState, reload } = useLoad(load, {
    failure,
    first: sentWithPage(path, sentState<T>),
  });
  const replace = useCallback((data: T) => setState({ status: 'loaded', data }), [setState]);
  return { state, retry: reload, replace };
}
