import { useEffect, useState } from 'react';
import { subscriptionErrorMessage } from './api';

export type LinkOutcome<T> =
  { status: 'busy' } | { status: 'done'; result: T } | { status: 'failed'; message: string };

/**
 * What a page opened from a mailed link (`?token=`) does at once with its token: `act` is called
 * once per token; without a token the page fails with `invalid`.
 */
export function useLinkAction<T>(
  token: string,
  act: (token: string) => Promise<T>,
  invalid: string,
): LinkOutcome<T> {
  const [outcome, setOutcome] = useState<LinkOutcome<T>>(
    token ? { status: 'busy' } : { status: 'failed', message: invalid },
  );
  useEffect(() => {
    if (!token) return;
    let live = true;
    act(token).then(
      (result) => live && setOutcome({ status: 'done', result }),
      (error: unknown) =>
        live && setOutcome({ status: 'failed', message: subscriptionErrorMessage(error) }),
    );
    return () => {
      live = false;
    };
    // `act` is a module function: the token alone decides.
  }, [token]);
  return outcome;
}
