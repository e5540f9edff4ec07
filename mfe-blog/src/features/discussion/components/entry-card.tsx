import { TEXTS, type DiscussionReply } from '@brightwave/contracts';
import { Button, type SessionUser } from '@brightwave/web-kit';
import { formatCommentTime } from './format';
import { authorIdOf, MAX_VISUAL_DEPTH } from './thread-tree';
import styles from './discussion.module.css';
import { Avatar } from './avatar';
import { CommentText } from './comment-text';
import { LikeControl } from './like-control';
import type { ReactNode } from 'react';

export interface EntryCardProps {
  entry: DiscussionReply;
  /** 1 for a comment, 2 for a reply, 3 for a reply to a reply, ... */
  depth: number;
  /** Who a reply to a reply answers. */
  answersName?: string;
  user: SessionUser | null;
  blogOwnerId?: string;
  onReply: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onLike: () => void;
  /** A failed action on this entry, with Retry. */
  error?: ReactNode;
  children?: ReactNode;
}

/** One comment or reply: who, when, what, likes and the actions the viewer may take. */
export function EntryCard(props: EntryCardProps) {
  const { entry, depth, answersName, user, blogOwnerId, error, children } = props;
  const mine = user !== null && authorIdOf(entry) === user.id;
  const mayDelete = user !== null && (mine || user.admin || user.id === blogOwnerId);
  const liked = user !== null && entry.likes.includes(user.id);
  const shownDepth = Math.min(depth, MAX_VISUAL_DEPTH);
  const depthClass = [styles.entry, styles[`depth${shownDepth}`]].join(' ');
  // Below three levels, and on phones below two, nesting is flattened: say who is answered.
  const answersClass = depth > MAX_VISUAL_DEPTH ? styles.answers : styles.answersOnPhones;

  return (
    <li className={depthClass} data-depth={depth}>
      <article
        className={styles.card}
        aria-label={`${depth === 1 ? 'Comment' : 'Reply'} by ${entry.authorName}`}
      >
        <header className={styles.meta}>
          <Avatar name={entry.authorName} src={entry.authorAvatar} />
          <div className={styles.who}>
            <span className={styles.name}>{entry.authorName}</span>
            <span className={styles.when}>
              <time dateTime={entry.createdAt}>{formatCommentTime(entry.createdAt)}</time>
              {entry.updatedAt && <span> · edited</span>}
            </span>
          </div>
        </header>
        {answersName && <p className={answersClass}>replying to {answersName}</p>}
        <CommentText text={entry.text} />
        <div className={styles.actions}>
          <LikeControl
            count={entry.likes.length}
            liked={liked}
            signedIn={user !== null}
            onLike={props.onLike}
          />
          <Button size="small" variant="ghost" disabled={!user} onClick={props.onReply}>
            {user ? 'Reply' : TEXTS.comments.loginToReply}
          </Button>
          {mine && (
            <Button size="small" variant="ghost" onClick={props.onEdit}>
              Edit
            </Button>
          )}
          {mayDelete && (
            <Button size="small" variant="ghost" className={styles.delete} onClick={props.onDelete}>
              Delete
            </Button>
          )}
        </div>
        {error}
      </article>
      {children}
    </li>
  );
}
