import { useCallback, useEffect, useRef, useState } from 'react';

/** What a load shows: loading, its data, or how it failed (`failed`, or the caller's states). */
export type LoadState<T, Failure extends { status: string } = { status: 'failed' }> =
  { status: 'loading' } | { status: 'loaded'; data: T } | Failure;

export interface LoadOptions<T, Failure extends { status: string }> {
  /** The state a failed load shows (not called for a load that was aborted). */
  failure: (error: unknown) => Failure;
  /** The first load waits this long; later ones (a changed `load`, `retry`) go at once. */
  firstDelayMs?: number;
  /**
   * The state the page's HTML was rendered in by the server (from the API answer it came with),
   * if any: the first render shows it and the first load is not made; `forget` drops the answer
   * once used, so a later visit loads afresh.
   */
  first?: { read: () => LoadState<T, Failure> | undefined; forget: () => void };
}

/**
 * Runs `load` on mount, again whenever `load` changes and on `retry`, each time aborting the one
 * before: an aborted load's answer or failure never reaches the state (even from a `load` that
 * does not pass the signal on).
 */
export function useLoad<T, Failure extends { status: string } = { status: 'failed' }>(
  load: (signal: AbortSignal) => Promise<T>,
  { failure, firstDelayMs = 0, first }: LoadOptions<T, Failure>,
) {
  /** The load whose answer came with the page, until another load or a retry. */
  const seeded = useRef<typeof load | undefined>(undefined);
  const [state, setState] = useState<LoadState<T, Failure>>(() => {
    const sent = first?.read();
    if (sent) seeded.current = load;
    return sent ?? { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const waited = useRef(false);
  const toFailure = useRef(failure);
  toFailure.current = failure;
  const forgetFirst = useRef(first?.forget);

  useEffect(() => {
    if (seeded.current === load && attempt === 0) {
      // Already showing what this load would fetch: later loads go at once.
      waited.current = true;
      forgetFirst.current?.();
      return;
    }
    seeded.current = undefined;
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
