import { useCallback, useEffect, useRef, useState } from 'react';

/** What a load shows: loading, its data, or how it failed (`failed`, or the caller's states). */
export type LoadState<T, Failure extends { status: string } = { status: 'failed' }> =
  { status: 'loading' } | { status: 'loaded'; data: T } | Failure;

export interface LoadOptions<Failure> {
  /** The state a failed load shows (not called for a load that was aborted). */
  failure: (error: unknown) => Failure;
  /** The first load waits this long; later ones (a changed `load`, `retry`) go at once. */
  firstDelayMs?: number;
}

/**
 * Runs `load` on mount, again whenever `load` changes and on `retry`, each time aborting the one
 * before: an aborted load's answer or failure never reaches the state (even from a `load` that
 * does not pass the signal on).
 */
export function useLoad<T, Failure extends { status: string } = { status: 'failed' }>(
  load: (signal: AbortSignal) => Promise<T>,
  { failure, firstDelayMs = 0 }: LoadOptions<Failure>,
) {
  const [state, setState] = useState<LoadState<T, Failure>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const waited = useRef(false);
  const toFailure = useRef(failure);
  toFailure.current = failure;

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    const run = () => {
      waited.current = true;
      load(controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) setState({ status: 'loaded', data });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState(toFailure.current(error));
        },
      );
    };
    const timer =
      waited.current || firstDelayMs <= 0 ? undefined : window.setTimeout(run, firstDelayMs);
    if (timer === undefined) run();
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [load, attempt, firstDelayMs]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, setState, retry };
}
