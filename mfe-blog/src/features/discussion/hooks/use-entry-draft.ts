import { useState } from 'react';
import type { CommentSectionReply } from '@brightwave/contracts';
import type { SessionUser } from '@brightwave/web-kit';
import { editEntry, postReply, type EntryRef } from '../api/comment-entries-api';
import type { useEntryActions } from './use-entry-actions';

/** The inline edit or reply open in the comment section (one at a time). */
export interface Draft {
  /** The entry edited, or the comment replied to. */
  entryId: string;
  kind: 'edit' | 'reply';
  text: string;
}

type Act = ReturnType<typeof useEntryActions>['act'];

/**
 * Opens, edits and saves the comment section's one inline draft: an edit of one's own entry or a
 * reply to a comment. Blank text is ignored; the draft closes once saved.
 */
export function useEntryDraft(blogId: string, user: SessionUser | null, act: Act) {
  const [draft, setDraft] = useState<Draft>();

  async function save(ref: EntryRef) {
    if (!draft || !user) return;
    const body = draft.text.trim();
    if (!body) return;
    const done =
      draft.kind === 'edit'
        ? await act(draft.entryId, 'Your changes could not be saved.', () => editEntry(ref, body))
        : await act(draft.entryId, 'Your reply could not be posted.', () =>
            postReply(ref.commentId, { author: user.name, email: user.email, text: body, blogId }),
          );
    if (done) setDraft(undefined);
  }

  return {
    draft,
    startEdit: (entry: CommentSectionReply) =>
      setDraft({ entryId: entry._id, kind: 'edit', text: entry.text }),
    startReply: (entry: CommentSectionReply) =>
      setDraft({ entryId: entry._id, kind: 'reply', text: '' }),
    change: (text: string) => setDraft((d) => (d ? { ...d, text } : d)),
    cancel: () => setDraft(undefined),
    save,
  };
}
