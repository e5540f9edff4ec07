import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';

/** What a load shows: loading, its data, or how it failed (`failed`, or the caller's states). */
export type LoadState<T, Failure extends { status: string } = { status: 'failed' }> =
  { status: 'loading' } | { status: 'loaded'; data: T } | Failure;

/** The failure most loads show: failed, with the error's message. */
export interface LoadFailed {
  status: 'failed';
  message: string;
}

/** useLoad's `failure` for a load whose failure is shown with the error's message. */
export const failedWithMessage = (error: unknown): LoadFailed => ({
  status: 'failed',
  message: error instanceof Error ? error.message : String(error),
});

export interface LoadOptions<T, Failure extends { status: string }> {
  /** The state a failed load shows (not called for a load that was aborted). */
  failure: (error: unknown) => Failure;
  /** The first load waits this long; later ones (a changed `load`, `reload`) go at once. */
  firstDelayMs?: number;
  /**
   * The state the page's HTML was rendered in by the server (from the API answer it came with),
   * if any: the first render shows it and the first load is not made; `forget` drops the answer
   * once used, so a later visit loads afresh.
   */
  first?: { read: () => LoadState<T, Failure> | undefined; forget: () => void };
}

export interface Load<T, Failure extends { status: string } = { status: 'failed' }> {
  state: LoadState<T, Failure>;
  /** Puts in a state the caller knows (the server's answer to a change, say). */
  setState: Dispatch<SetStateAction<LoadState<T, Failure>>>;
  /** Loads again: Retry after a failure, or fresh data after a change. */
  reload: () => void;
  /**
   * The data last loaded, kept while a later load runs and after it fails (a list keeps showing
   * its rows while the next page or a reload comes); undefined before the first success.
   */
  latest: T | undefined;
}

/**
 * The one data-loading hook of the front ends. Runs `load` on mount, again whenever `load`
 * changes and on `reload`, each time aborting the one before, and on unmount: an aborted load's
 * answer or failure never reaches the state (even from a `load` that does not pass the signal on).
 */
export function useLoad<T, Failure extends { status: string } = { status: 'failed' }>(
  load: (signal: AbortSignal) => Promise<T>,
  { failure, firstDelayMs = 0, first }: LoadOptions<T, Failure>,
): Load<T, Failure> {
  /** The load whose answer came with the page, until another load or a reload. */
  const seeded = useRef<typeof load | undefined>(undefined);
  const [state, setState] = useState<LoadState<T, Failure>>(() => {
    const sent = first?.read();
    if (sent) seeded.current = load;
    return sent ?? { status: 'loading' };
  });
  const [latest, setLatest] = useState<T | undefined>(undefined);
  // Kept from the state as it renders (React's pattern for information from earlier renders).
  const loaded = state.status === 'loaded' ? (state as { data: T }).data : undefined;
  if (state.status === 'loaded' && loaded !== latest) setLatest(loaded);
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

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, setState, reload, latest };
}
