import { useId, useState } from 'react';
import { COMMENT_TEXT_MAX } from '@brightwave/contracts';
import { Button, Spinner, type SessionUser } from '@brightwave/web-kit';
import { failureText, InlineError } from './inline-error';
import styles from './discussion.module.css';
import { postCommentSectionComment } from '../api/comment-section-api';

export interface CommentSectionFormProps {
  blogId: string;
  /** Who writes; the server takes the author from the account whatever the payload says. */
  user: SessionUser;
  /** Called once the comment is stored, to show it. */
  onPosted: () => Promise<void>;
}

/** "Add a comment": a new comment in the comment section. Blank text is ignored. */
export function CommentSectionForm({ blogId, user, onPosted }: CommentSectionFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function post() {
    const body = text.trim();
    if (!body || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await postCommentSectionComment({
        author: user.name,
        email: user.email,
        text: body,
        blogId,
      });
      setText('');
      await onPosted();
    } catch (failure) {
      setError(failureText('Your comment could not be posted.', failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void post();
      }}
    >
      <label htmlFor={id} className={styles.formTitle}>
        Add a comment
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={4}
        maxLength={COMMENT_TEXT_MAX}
        placeholder="Write a comment..."
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {error && <InlineError message={error} onRetry={() => void post()} />}
      <div className={styles.formFoot}>
        <Button type="submit" disabled={busy}>
          {busy && <Spinner />}
          Add Comment
        </Button>
      </div>
    </form>
  );
}
