import { useCallback, useState } from 'react';
import { failureText } from '../components/inline-error';

/** An action on one entry that failed, shown beside that entry with a way to try again. */
export interface FailedAction {
  entryId: string;
  message: string;
  retry: () => void;
}

/**
 * Runs actions on a thread's entries (like, delete, edit, reply): after each one the thread is
 * reloaded; a failure is kept beside the entry it concerns, with Retry, until the next action or
 * Dismiss.
 */
export function useEntryActions(reload: () => Promise<void>) {
  const [failed, setFailed] = useState<FailedAction>();

  const act = useCallback(
    async function run(
      entryId: string,
      what: string,
      action: () => Promise<unknown>,
    ): Promise<boolean> {
      setFailed(undefined);
      try {
        await action();
        await reload();
        return true;
      } catch (error) {
        setFailed({
          entryId,
          message: failureText(what, error),
          retry: () => void run(entryId, what, action),
        });
        return false;
      }
    },
    [reload],
  );

  const dismiss = useCallback(() => setFailed(undefined), []);
  return { failed, act, dismiss };
}
