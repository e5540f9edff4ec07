import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from '@brightwave/web-kit/router';
import { COMMENT_TEXT_MAX, TEXTS } from '@brightwave/contracts';
import { Button, Spinner, useSessionUser, type SessionUser } from '@brightwave/web-kit';
import {
  deleteEntry,
  editEntry,
  fetchOldThread,
  likeEntry,
  postOldComment,
  postReply,
  type EntryRef,
  type OldComment,
  type OldReply,
} from './api/comments-api';
import { CommentText } from './components/comment-text';
import { ConfirmDelete } from './components/confirm-delete';
import { failureText, InlineError } from './components/inline-error';
import { formatCommentTime } from './format';
import { useLikedComments } from './use-liked-comments';
import styles from './discussion.module.css';

interface Draft {
  /** The entry edited, or the comment replied to. */
  entryId: string;
  kind: 'edit' | 'reply';
  text: string;
}

interface Failure {
  entryId: string;
  message: string;
  retry: () => void;
}

/** The old page's edit and delete controls show on the signed-in user's own entries, matched by
 * account id (the thread answers no e-mail addresses). */
const ownEntry = (user: SessionUser | null, entry: OldReply) =>
  user !== null && entry.authorId === user.id;

/** A small text box with its own submit and cancel, for the old page's inline edits and replies. */
function InlineEditor(props: {
  label: string;
  submitLabel: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className={styles.inlineForm} onSubmit={submit}>
      <label className="bw-visually-hidden" htmlFor={id}>
        {props.label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={3}
        maxLength={COMMENT_TEXT_MAX}
        value={props.value}
        placeholder={props.label}
        onChange={(event) => props.onChange(event.target.value)}
        autoFocus
      />
      <div className={styles.formFoot}>
        <Button size="small" variant="ghost" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button size="small" type="submit">
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * The older comment page's thread (/CommentSection/{id}): a flat list of comments and replies,
 * likes once per browser (localStorage likedComments), edit and delete where the signed-in
 * user's e-mail is the comment's.
 */
export function OldCommentThread({ blogId }: { blogId: string }) {
  const user = useSessionUser();
  const location = useLocation();
  const formId = useId();
  const [comments, setComments] = useState<OldComment[]>();
  const [loadError, setLoadError] = useState<string>();
  const [text, setText] = useState('');
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState<Draft>();
  const [failure, setFailure] = useState<Failure>();
  const [pendingDelete, setPendingDelete] = useState<EntryRef>();
  const [liked, addLiked] = useLikedComments();

  const load = useCallback(async () => {
    try {
      // The old client also filtered by blogId itself; the server already does.
      setComments((await fetchOldThread(blogId)).filter((c) => c.blogId === blogId));
      setLoadError(undefined);
    } catch (error) {
      setLoadError(failureText('The comments could not be loaded.', error));
    }
  }, [blogId]);

  useEffect(() => {
    void load();
  }, [load]);

  async function addComment() {
    const body = text.trim();
    if (!body || !user || busy) return; // blank text is ignored
    setBusy(true);
    setFormError(undefined);
    try {
      await postOldComment({ author: user.name, email: user.email, text: body, blogId });
      setText('');
      await load();
    } catch (error) {
      setFormError(failureText('Your comment could not be posted.', error));
    } finally {
      setBusy(false);
    }
  }

  async function act(entryId: string, what: string, action: () => Promise<unknown>) {
    setFailure(undefined);
    try {
      await action();
      await load();
      return true;
    } catch (error) {
      setFailure({
        entryId,
        message: failureText(what, error),
        retry: () => void act(entryId, what, action),
      });
      return false;
    }
  }

  async function saveDraft(ref: EntryRef) {
    if (!draft || !user) return;
    const body = draft.text.trim();
    if (!body) return; // blank text is ignored
    const done =
      draft.kind === 'edit'
        ? await act(draft.entryId, 'Your changes could not be saved.', () => editEntry(ref, body))
        : await act(draft.entryId, 'Your reply could not be posted.', () =>
            postReply(ref.commentId, { author: user.name, email: user.email, text: body, blogId }),
          );
    if (done) setDraft(undefined);
  }

  function like(ref: EntryRef, entryId: string) {
    void act(entryId, 'Your like could not be saved.', async () => {
      await likeEntry(ref);
      addLiked(entryId);
    });
  }

  function renderEntry(entry: OldReply, ref: EntryRef, isComment: boolean) {
    const own = ownEntry(user, entry);
    const hasLiked = liked.includes(entry._id);
    const editing = draft?.entryId === entry._id && draft.kind === 'edit';
    const replying = draft?.entryId === entry._id && draft.kind === 'reply';
    const setDraftText = (value: string) => setDraft((d) => (d ? { ...d, text: value } : d));
    return (
      <article
        className={styles.card}
        aria-label={`${isComment ? 'Comment' : 'Reply'} by ${entry.author}`}
      >
        <header className={styles.meta}>
          <span className={styles.avatar} aria-hidden="true">
            {(entry.author.trim()[0] ?? '?').toUpperCase()}
          </span>
          <div className={styles.who}>
            <span className={styles.name}>{entry.author}</span>
            {entry.createdAt && (
              <span className={styles.when}>
                <time dateTime={entry.createdAt}>{formatCommentTime(entry.createdAt)}</time>
              </span>
            )}
          </div>
        </header>
        {editing ? (
          <InlineEditor
            label={`Edit your ${isComment ? 'comment' : 'reply'}`}
            submitLabel="Save"
            value={draft.text}
            onChange={setDraftText}
            onSubmit={() => void saveDraft(ref)}
            onCancel={() => setDraft(undefined)}
          />
        ) : (
          <CommentText text={entry.text} />
        )}
        <div className={styles.actions}>
          <span className={styles.likes}>
            {entry.likes} {entry.likes === 1 ? 'like' : 'likes'}
          </span>
          <Button
            size="small"
            variant="secondary"
            disabled={!user || hasLiked}
            onClick={() => like(ref, entry._id)}
          >
            {!user ? TEXTS.comments.loginToLike : hasLiked ? 'Liked' : 'Like'}
          </Button>
          {isComment && user && !replying && (
            <Button
              size="small"
              variant="ghost"
              onClick={() => setDraft({ entryId: entry._id, kind: 'reply', text: '' })}
            >
              Reply
            </Button>
          )}
          {own && !editing && (
            <Button
              size="small"
              variant="ghost"
              onClick={() => setDraft({ entryId: entry._id, kind: 'edit', text: entry.text })}
            >
              Edit
            </Button>
          )}
          {own && (
            <Button
              size="small"
              variant="ghost"
              className={styles.delete}
              onClick={() => setPendingDelete(ref)}
            >
              Delete
            </Button>
          )}
        </div>
        {replying && (
          <InlineEditor
            label={`Write your reply to ${entry.author}`}
            submitLabel="Post Reply"
            value={draft.text}
            onChange={setDraftText}
            onSubmit={() => void saveDraft(ref)}
            onCancel={() => setDraft(undefined)}
          />
        )}
        {failure?.entryId === entry._id && (
          <InlineError
            message={failure.message}
            onRetry={failure.retry}
            onDismiss={() => setFailure(undefined)}
          />
        )}
      </article>
    );
  }

  function confirmDelete() {
    const ref = pendingDelete;
    setPendingDelete(undefined);
    if (!ref) return;
    const entryId = ref.replyId ?? ref.commentId;
    void act(entryId, `The ${ref.replyId ? 'reply' : 'comment'} could not be deleted.`, () =>
      deleteEntry(ref),
    );
  }

  return (
    <div className={styles.section}>
      {user ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void addComment();
          }}
        >
          <label htmlFor={formId} className={styles.formTitle}>
            Add a comment
          </label>
          <textarea
            id={formId}
            className={styles.textarea}
            rows={4}
            maxLength={COMMENT_TEXT_MAX}
            placeholder="Write a comment..."
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {formError && <InlineError message={formError} onRetry={() => void addComment()} />}
          <div className={styles.formFoot}>
            <Button type="submit" disabled={busy}>
              {busy && <Spinner />}
              Add Comment
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.loginPrompt}>
          <p>{TEXTS.comments.loginToJoin}</p>
          <Link
            className={styles.loginLink}
            to={`/login?next=${encodeURIComponent(location.pathname)}`}
          >
            Log in
          </Link>
        </div>
      )}

      {loadError && <InlineError message={loadError} onRetry={() => void load()} />}
      {!comments && !loadError && <Spinner label="Loading comments..." />}
      {comments?.length === 0 && <p className={styles.empty}>{TEXTS.comments.emptyOld}</p>}
      {comments && comments.length > 0 && (
        <ol className={styles.thread}>
          {comments.map((comment) => (
            <li key={comment._id} className={styles.entry}>
              {renderEntry(comment, { commentId: comment._id }, true)}
              {comment.replies.length > 0 && (
                <ol className={styles.replies}>
                  {comment.replies.map((reply) => (
                    <li key={reply._id} className={`${styles.entry} ${styles.depth2}`}>
                      {renderEntry(reply, { commentId: comment._id, replyId: reply._id }, false)}
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}

      <ConfirmDelete
        what={pendingDelete ? (pendingDelete.replyId ? 'reply' : 'comment') : undefined}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(undefined)}
      />
    </div>
  );
}
