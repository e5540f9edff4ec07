import { useState } from 'react';
import { deleteEntry, type EntryRef } from '../api/comment-entries-api';
import type { useEntryActions } from './use-entry-actions';

type Act = ReturnType<typeof useEntryActions>['act'];

/**
 * The entry a user asked to delete, waiting for their confirmation (see ConfirmDelete). Once
 * confirmed it is deleted through `act` (so a failure shows beside it); `beforeDelete` runs first.
 */
export function useDeleteConfirmation(act: Act, beforeDelete?: (ref: EntryRef) => void) {
  const [pending, setPending] = useState<EntryRef>();

  function confirm() {
    const ref = pending;
    setPending(undefined);
    if (!ref) return;
    beforeDelete?.(ref);
    const what = ref.replyId ? 'reply' : 'comment';
    void act(ref.replyId ?? ref.commentId, `The ${what} could not be deleted.`, () =>
      deleteEntry(ref),
    );
  }

  return {
    /** What ConfirmDelete asks about: undefined while nothing waits. */
    what: pending ? (pending.replyId ? ('reply' as const) : ('comment' as const)) : undefined,
    ask: (ref: EntryRef) => setPending(ref),
    confirm,
    cancel: () => setPending(undefined),
  };
}
