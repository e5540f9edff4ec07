import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from '@brightwave/web-kit/router';
import { TEXTS } from '@brightwave/contracts';
import { Spinner, useSessionUser } from '@brightwave/web-kit';
import {
  deleteEntry,
  editEntry,
  fetchThread,
  likeEntry,
  postComment,
  postReply,
  type EntryRef,
  type NewComment,
  type NewReply,
} from './api/comments-api';
import { ConfirmDelete } from './components/confirm-delete';
import { DiscussionForm } from './components/discussion-form';
import { EntryCard } from './components/entry-card';
import { failureText, InlineError } from './components/inline-error';
import { formFailure, NEW_COMMENT, type FormMode } from './form-mode';
import { placeReplies } from './thread-tree';
import styles from './discussion.module.css';

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

interface FailedAction {
  entryId: string;
  message: string;
  retry: () => void;
}

/** Comments and replies of one blog (the new thread), with every form mode of the spec. */
export function DiscussionSection({
  blogId,
  blogOwnerId,
  onCountChange,
  id = 'discussion',
  className,
}: DiscussionSectionProps) {
  const user = useSessionUser();
  const location = useLocation();
  const [thread, setThread] = useState<NewComment[]>();
  const [loadError, setLoadError] = useState<string>();
  const [mode, setMode] = useState<FormMode>(NEW_COMMENT);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [failed, setFailed] = useState<FailedAction>();
  const [pendingDelete, setPendingDelete] = useState<EntryRef>();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const countRef = useRef(onCountChange);
  countRef.current = onCountChange;

  const load = useCallback(async () => {
    try {
      const comments = await fetchThread(blogId);
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
          await postComment(blogId, body);
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

  async function act(entryId: string, what: string, action: () => Promise<unknown>) {
    setFailed(undefined);
    try {
      await action();
      await load();
    } catch (error) {
      setFailed({
        entryId,
        message: failureText(what, error),
        retry: () => void act(entryId, what, action),
      });
    }
  }

  function confirmDelete() {
    const ref = pendingDelete;
    setPendingDelete(undefined);
    if (!ref) return;
    const editing =
      (mode.kind === 'editComment' || mode.kind === 'editReply') &&
      mode.commentId === ref.commentId;
    if (editing) cancel();
    void act(
      ref.replyId ?? ref.commentId,
      `The ${ref.replyId ? 'reply' : 'comment'} could not be deleted.`,
      () => deleteEntry(ref),
    );
  }

  function renderEntry(comment: NewComment, entry: NewReply, depth: number, answersName?: string) {
    const ref: EntryRef =
      depth === 1 ? { commentId: comment._id } : { commentId: comment._id, replyId: entry._id };
    const error =
      failed?.entryId === entry._id ? (
        <InlineError
          message={failed.message}
          onRetry={failed.retry}
          onDismiss={() => setFailed(undefined)}
        />
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
      onDelete: () => setPendingDelete(ref),
    };
  }

  const count = thread?.reduce((n, c) => n + 1 + c.replies.length, 0);
  const loginPath = `/login?next=${encodeURIComponent(location.pathname)}`;

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
        <div className={styles.loginPrompt}>
          <p>{TEXTS.comments.loginToJoin}</p>
          <Link className={styles.loginLink} to={loginPath}>
            Log in
          </Link>
        </div>
      )}

      {loadError && <InlineError message={loadError} onRetry={() => void load()} />}
      {!thread && !loadError && <Spinner label="Loading comments..." />}
      {thread?.length === 0 && <p className={styles.empty}>{TEXTS.comments.emptyNew}</p>}
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

      <ConfirmDelete
        what={pendingDelete ? (pendingDelete.replyId ? 'reply' : 'comment') : undefined}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(undefined)}
      />
    </section>
  );
}
