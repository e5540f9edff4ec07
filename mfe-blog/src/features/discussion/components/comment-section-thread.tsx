import { TEXTS, type CommentSectionReply } from '@brightwave/contracts';
import { Spinner, useSessionUser } from '@brightwave/web-kit';
import { likeEntry, type EntryRef } from '../api/comment-entries-api';
import { ConfirmDelete } from './confirm-delete';
import { InlineError } from './inline-error';
import { LoginPrompt } from './login-prompt';
import styles from './discussion.module.css';
import { useDeleteConfirmation } from '../hooks/use-delete-confirmation';
import { useEntryActions } from '../hooks/use-entry-actions';
import { useCommentSection } from '../hooks/use-comment-section';
import { useEntryDraft } from '../hooks/use-entry-draft';
import { useLikedComments } from '../hooks/use-liked-comments';
import { CommentSectionEntry, type CommentSectionEntryProps } from './comment-section-entry';
import { CommentSectionForm } from './comment-section-form';

/**
 * A post's comment section (/CommentSection/{id}): its comments, each with its replies one level
 * deep, a comment form, inline edits and replies, likes once per browser (localStorage
 * likedComments), and edit and delete on the signed-in user's own entries.
 */
export function CommentSectionThread({ blogId }: { blogId: string }) {
  const user = useSessionUser();
  const { comments, loadError, reload } = useCommentSection(blogId);
  const { failed, act, dismiss } = useEntryActions(reload);
  const drafts = useEntryDraft(blogId, user, act);
  const [liked, addLiked] = useLikedComments();
  const deletion = useDeleteConfirmation(act);

  function entryProps(
    entry: CommentSectionReply,
    ref: EntryRef,
    isComment: boolean,
  ): CommentSectionEntryProps {
    return {
      entry,
      isComment,
      user,
      liked: liked.includes(entry._id),
      draft: drafts.draft?.entryId === entry._id ? drafts.draft : undefined,
      onLike: () =>
        void act(entry._id, 'Your like could not be saved.', async () => {
          await likeEntry(ref);
          addLiked(entry._id);
        }),
      onReply: () => drafts.startReply(entry),
      onEdit: () => drafts.startEdit(entry),
      onDelete: () => deletion.ask(ref),
      onDraftChange: drafts.change,
      onDraftSave: () => void drafts.save(ref),
      onDraftCancel: drafts.cancel,
      error:
        failed?.entryId === entry._id ? (
          <InlineError message={failed.message} onRetry={failed.retry} onDismiss={dismiss} />
        ) : undefined,
    };
  }

  return (
    <div className={styles.section}>
      {user ? (
        <CommentSectionForm blogId={blogId} user={user} onPosted={reload} />
      ) : (
        <LoginPrompt />
      )}

      {loadError && <InlineError message={loadError} onRetry={() => void reload()} />}
      {!comments && !loadError && <Spinner label="Loading comments..." />}
      {comments?.length === 0 && (
        <p className={styles.empty}>{TEXTS.comments.emptyCommentSection}</p>
      )}
      {comments && comments.length > 0 && (
        <ol className={styles.thread}>
          {comments.map((comment) => (
            <li key={comment._id} className={styles.entry}>
              <CommentSectionEntry {...entryProps(comment, { commentId: comment._id }, true)} />
              {comment.replies.length > 0 && (
                <ol className={styles.replies}>
                  {comment.replies.map((reply) => (
                    <li key={reply._id} className={`${styles.entry} ${styles.depth2}`}>
                      <CommentSectionEntry
                        {...entryProps(
                          reply,
                          { commentId: comment._id, replyId: reply._id },
                          false,
                        )}
                      />
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}

      <ConfirmDelete what={deletion.what} onConfirm={deletion.confirm} onCancel={deletion.cancel} />
    </div>
  );
}
