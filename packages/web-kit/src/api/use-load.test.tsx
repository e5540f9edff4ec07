import { act, renderHook, waitFor } from '@testing-library/react';
import { failedWithMessage, useLoad, type LoadState } from './use-load';

/** A load the test answers by hand: each call is recorded with its signal and its settlers. */
function controlledLoad<T>() {
  const calls: {
    signal: AbortSignal;
    resolve: (value: T) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => calls.push({ signal, resolve, reject }));
  return { load, calls };
}

/** Lets the promise callbacks of settled loads run. */
const settle = () => act(async () => {});

test('shows loading, then the data, and keeps it as the latest', async () => {
  const { load, calls } = controlledLoad<string[]>();
  const { result } = renderHook(() => useLoad(load, { failure: failedWithMessage }));
  expect(result.current.state).toEqual({ status: 'loading' });
  expect(result.current.latest).toBeUndefined();
  expect(calls).toHaveLength(1);
  calls[0]!.resolve(['a', 'b']);
  await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', data: ['a', 'b'] }));
  expect(result.current.latest).toEqual(['a', 'b']);
});

test('a failure shows the caller’s state, and reload loads again keeping the latest data meanwhile', async () => {
  const { load, calls } = controlledLoad<number>();
  const { result } = renderHook(() => useLoad(load, { failure: failedWithMessage }));
  calls[0]!.resolve(1);
  await waitFor(() => expect(result.current.latest).toBe(1));

  act(() => result.current.reload());
  expect(calls).toHaveLength(2);
  expect(result.current.state).toEqual({ status: 'loading' });
  expect(result.current.latest).toBe(1);

  calls[1]!.reject(new Error('The server is down.'));
  await waitFor(() =>
    expect(result.current.state).toEqual({ status: 'failed', message: 'The server is down.' }),
  );
  expect(result.current.latest).toBe(1);

  act(() => result.current.reload());
  calls[2]!.resolve(2);
  await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', data: 2 }));
  expect(result.current.latest).toBe(2);
});

test('a changed load aborts the one before, whose late answer never shows', async () => {
  const first = controlledLoad<string>();
  const second = controlledLoad<string>();
  const { result, rerender } = renderHook(
    ({ load }) => useLoad(load, { failure: () => ({ status: 'failed' }) as const }),
    { initialProps: { load: first.load } },
  );
  rerender({ load: second.load });
  expect(first.calls[0]!.signal.aborted).toBe(true);
  expect(second.calls[0]!.signal.aborted).toBe(false);

  second.calls[0]!.resolve('page 2');
  await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', data: 'page 2' }));
  // The first load ignored its signal and answers late: nothing changes.
  first.calls[0]!.resolve('page 1');
  await settle();
  expect(result.current.state).toEqual({ status: 'loaded', data: 'page 2' });
});

test('unmounting aborts the load, and its answer reaches no state', async () => {
  const { load, calls } = controlledLoad<string>();
  const failure = jest.fn(() => ({ status: 'failed' }) as const);
  const { result, unmount } = renderHook(() => useLoad(load, { failure }));
  unmount();
  expect(calls[0]!.signal.aborted).toBe(true);
  calls[0]!.reject(new DOMException('Aborted', 'AbortError'));
  await settle();
  expect(failure).not.toHaveBeenCalled();
  expect(result.current.state).toEqual({ status: 'loading' });
});

test('the state sent with the page is shown at once, without a load, and then forgotten', async () => {
  const { load, calls } = controlledLoad<string>();
  const forget = jest.fn();
  const sent: LoadState<string> = { status: 'loaded', data: 'from the server' };
  const { result } = renderHook(() =>
    useLoad(load, {
      failure: () => ({ status: 'failed' }) as const,
      first: { read: () => sent, forget },
    }),
  );
  expect(result.current.state).toEqual(sent);
  expect(result.current.latest).toBe('from the server');
  expect(calls).toHaveLength(0);
  expect(forget).toHaveBeenCalledTimes(1);

  act(() => result.current.reload());
  expect(calls).toHaveLength(1);
  calls[0]!.resolve('fresh');
  await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', data: 'fresh' }));
});

test('firstDelayMs holds back only the first load', () => {
  jest.useFakeTimers();
  try {
    const { load, calls } = controlledLoad<string>();
    const { result } = renderHook(() =>
      useLoad(load, { failure: () => ({ status: 'failed' }) as const, firstDelayMs: 800 }),
    );
    expect(calls).toHaveLength(0);
    act(() => jest.advanceTimersByTime(800));
    expect(calls).toHaveLength(1);
    act(() => result.current.reload());
    expect(calls).toHaveLength(2);
  } finally {
    jest.useRealTimers();
  }
});

test('failedWithMessage says what went wrong, for errors and other thrown values', () => {
  expect(failedWithMessage(new Error('Forbidden'))).toEqual({
    status: 'failed',
    message: 'Forbidden',
  });
  expect(failedWithMessage('offline')).toEqual({ status: 'failed', message: 'offline' });
});
