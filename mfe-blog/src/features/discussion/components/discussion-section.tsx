import { useCallback, useEffect, useRef, useState } from 'react';
import { TEXTS, type DiscussionComment, type DiscussionReply } from '@brightwave/contracts';
import { Spinner, useSessionUser } from '@brightwave/web-kit';
import { editEntry, likeEntry, postReply, type EntryRef } from '../api/comment-entries-api';
import { fetchDiscussion, postDiscussionComment } from '../api/discussion-api';
import { useDeleteConfirmation } from '../hooks/use-delete-confirmation';
import { useEntryActions } from '../hooks/use-entry-actions';
import { ConfirmDelete } from './confirm-delete';
import { DiscussionForm } from './discussion-form';
import { EntryCard } from './entry-card';
import { failureText, InlineError } from './inline-error';
import { LoginPrompt } from './login-prompt';
import { formFailure, NEW_COMMENT, type FormMode } from './form-mode';
import { placeReplies } from './thread-tree';
import styles from './discussion.module.css';

export const DISCUSSION_TEXTS = {
  /** Where the page was sent with its first screen and no script runs (a reader, a crawler). */
  needsScripts: 'The comments load with JavaScript: turn it on to read and join the discussion.',
} as const;

export interface DiscussionSectionProps {
  blogId: string;
  /** The blog author's id: they may delete any comment or reply on their blog. */
  blogOwnerId?: string;
  /** Told the number of comments and replies after every load (for the hero's count). */
  onCountChange?: (count: number) => void;
  /** The section's element id, for the "Join the discussion" button to scroll to. */
  id?: string;
  /** Placement on the host page (width, margins). */
  className?: string;
}

/**
 * The discussion on a post's page: its comments and threaded replies, one form whose mode follows
 * what the user chose (comment, reply, reply to a reply, edit), likes and deletes.
 */
export function DiscussionSection({
  blogId,
  blogOwnerId,
  onCountChange,
  id = 'discussion',
  className,
}: DiscussionSectionProps) {
  const user = useSessionUser();
  const [thread, setThread] = useState<DiscussionComment[]>();
  const [loadError, setLoadError] = useState<string>();
  const [mode, setMode] = useState<FormMode>(NEW_COMMENT);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const countRef = useRef(onCountChange);
  countRef.current = onCountChange;

  const load = useCallback(async () => {
    try {
      const comments = await fetchDiscussion(blogId);
      setThread(comments);
      setLoadError(undefined);
      countRef.current?.(comments.reduce((n, c) => n + 1 + c.replies.length, 0));
    } catch (error) {
      setLoadError(failureText('The comments could not be loaded.', error));
    }
  }, [blogId]);

  useEffect(() => {
    setThread(undefined);
    void load();
  }, [load]);

  /** Switches the form to a mode and brings it into view, ready to type. */
  function startMode(next: FormMode, initialText = '') {
    setMode(next);
    setText(initialText);
    setFormError(undefined);
    requestAnimationFrame(() => {
      textarea.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      textarea.current?.focus();
    });
  }

  function cancel() {
    setMode(NEW_COMMENT);
    setText('');
    setFormError(undefined);
  }

  async function submit() {
    const body = text.trim();
    if (!body || busy || !user) return;
    setBusy(true);
    setFormError(undefined);
    try {
      switch (mode.kind) {
        case 'comment':
          await postDiscussionComment(blogId, body);
          break;
        case 'reply':
          await postReply(mode.commentId, { text: body, blogId });
          break;
        case 'replyToReply':
          await postReply(mode.commentId, { text: body, blogId, parentReplyId: mode.replyId });
          break;
        case 'editComment':
          await editEntry({ commentId: mode.commentId }, body);
          break;
        case 'editReply':
          await editEntry({ commentId: mode.commentId, replyId: mode.replyId }, body);
          break;
      }
      setMode(NEW_COMMENT);
      setText('');
      await load();
    } catch (error) {
      setFormError(failureText(formFailure(mode), error));
    } finally {
      setBusy(false);
    }
  }

  const { failed, act, dismiss } = useEntryActions(load);

  // Deleting what the form is editing (or the comment it belongs to) puts the form back.
  const deletion = useDeleteConfirmation(act, (ref) => {
    const editing =
      (mode.kind === 'editComment' || mode.kind === 'editReply') &&
      mode.commentId === ref.commentId;
    if (editing) cancel();
  });

  function renderEntry(
    comment: DiscussionComment,
    entry: DiscussionReply,
    depth: number,
    answersName?: string,
  ) {
    const ref: EntryRef =
      depth === 1 ? { commentId: comment._id } : { commentId: comment._id, replyId: entry._id };
    const error =
      failed?.entryId === entry._id ? (
        <InlineError message={failed.message} onRetry={failed.retry} onDismiss={dismiss} />
      ) : undefined;
    return {
      entry,
      depth,
      answersName,
      user,
      blogOwnerId,
      error,
      onLike: () => void act(entry._id, 'Your like could not be saved.', () => likeEntry(ref)),
      onReply: () =>
        startMode(
          ref.replyId
            ? {
                kind: 'replyToReply',
                commentId: comment._id,
                replyId: entry._id,
                name: entry.authorName,
              }
            : { kind: 'reply', commentId: comment._id, name: entry.authorName },
        ),
      onEdit: () =>
        startMode(
          ref.replyId
            ? { kind: 'editReply', commentId: comment._id, replyId: entry._id }
            : { kind: 'editComment', commentId: comment._id },
          entry.text,
        ),
      onDelete: () => deletion.ask(ref),
    };
  }

  const count = thread?.reduce((n, c) => n + 1 + c.replies.length, 0);

  return (
    <section
      id={id}
      className={[styles.section, className].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className={styles.heading}>
        Discussion {count !== undefined && <span className={styles.count}>({count})</span>}
      </h2>

      {user ? (
        <DiscussionForm
          ref={textarea}
          mode={mode}
          text={text}
          onTextChange={setText}
          busy={busy}
          error={formError}
          onSubmit={() => void submit()}
          onCancel={cancel}
        />
      ) : (
        <LoginPrompt />
      )}

      {loadError && <InlineError message={loadError} onRetry={() => void load()} />}
      {!thread && !loadError && (
        <>
          <span className={styles.whenScripted}>
            <Spinner label="Loading comments..." />
          </span>
          <p className={`${styles.empty} ${styles.whenNoScripts}`}>
            {DISCUSSION_TEXTS.needsScripts}
          </p>
        </>
      )}
      {thread?.length === 0 && <p className={styles.empty}>{TEXTS.comments.emptyDiscussion}</p>}
      {thread && thread.length > 0 && (
        <ol className={styles.thread}>
          {thread.map((comment) => (
            <EntryCard key={comment._id} {...renderEntry(comment, comment, 1)}>
              {comment.replies.length > 0 && (
                <ol className={styles.replies}>
                  {placeReplies(comment.replies).map(({ reply, depth, answersName }) => (
                    <EntryCard
                      key={reply._id}
                      {...renderEntry(comment, reply, depth, answersName)}
                    />
                  ))}
                </ol>
              )}
            </EntryCard>
          ))}
        </ol>
      )}

      <ConfirmDelete what={deletion.what} onConfirm={deletion.confirm} onCancel={deletion.cancel} />
    </section>
  );
}
