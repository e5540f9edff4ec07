import type { ReactNode } from 'react';
import type { CommentSectionReply } from '@brightwave/contracts';
import { Button, type SessionUser } from '@brightwave/web-kit';
import { Avatar } from './avatar';
import { CommentText } from './comment-text';
import { formatCommentTime } from './format';
import styles from './discussion.module.css';
import { LikeControl } from './like-control';
import type { Draft } from '../hooks/use-entry-draft';
import { InlineEditor } from './inline-editor';

export interface CommentSectionEntryProps {
  entry: CommentSectionReply;
  /** A comment (replies may answer it) or a reply under one. */
  isComment: boolean;
  user: SessionUser | null;
  /** Whether this browser has liked it already. */
  liked: boolean;
  /** The inline edit or reply open on this entry, if any. */
  draft?: Draft;
  onLike: () => void;
  onReply: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onDraftChange: (text: string) => void;
  onDraftSave: () => void;
  onDraftCancel: () => void;
  /** A failed action on this entry, with Retry. */
  error?: ReactNode;
}

/**
 * One comment or reply of the comment section: who, when, what, its like count, and the actions
 * the viewer may take. Edit and delete show on the signed-in user's own entries, matched by
 * account id (the section answers no e-mail addresses).
 */
export function CommentSectionEntry(props: CommentSectionEntryProps) {
  const { entry, isComment, user, liked, draft, error } = props;
  const own = user !== null && entry.authorId === user.id;
  const editing = draft?.kind === 'edit';
  const replying = draft?.kind === 'reply';
  return (
    <article
      className={styles.card}
      aria-label={`${isComment ? 'Comment' : 'Reply'} by ${entry.author}`}
    >
      <header className={styles.meta}>
        <Avatar name={entry.author} />
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
          onChange={props.onDraftChange}
          onSubmit={props.onDraftSave}
          onCancel={props.onDraftCancel}
        />
      ) : (
        <CommentText text={entry.text} />
      )}
      <div className={styles.actions}>
        <LikeControl
          count={entry.likes}
          liked={liked}
          signedIn={user !== null}
          onLike={props.onLike}
        />
        {isComment && user && !replying && (
          <Button size="small" variant="ghost" onClick={props.onReply}>
            Reply
          </Button>
        )}
        {own && !editing && (
          <Button size="small" variant="ghost" onClick={props.onEdit}>
            Edit
          </Button>
        )}
        {own && (
          <Button size="small" variant="ghost" className={styles.delete} onClick={props.onDelete}>
            Delete
          </Button>
        )}
      </div>
      {replying && (
        <InlineEditor
          label={`Write your reply to ${entry.author}`}
          submitLabel="Post Reply"
          value={draft.text}
          onChange={props.onDraftChange}
          onSubmit={props.onDraftSave}
          onCancel={props.onDraftCancel}
        />
      )}
      {error}
    </article>
  );
}
