import { TEXTS } from '@brightwave/contracts';
import { Button } from '@brightwave/web-kit';
import styles from './discussion.module.css';

export interface LikeControlProps {
  count: number;
  /** Whether the viewer has liked the entry already: the button then reads Liked, disabled. */
  liked: boolean;
  /** A visitor sees the button disabled, asking to log in. */
  signedIn: boolean;
  onLike: () => void;
}

/** An entry's like count and its Like button. */
export function LikeControl({ count, liked, signedIn, onLike }: LikeControlProps) {
  return (
    <>
      <span className={styles.likes}>
        {count} {count === 1 ? 'like' : 'likes'}
      </span>
      <Button size="small" variant="secondary" disabled={!signedIn || liked} onClick={onLike}>
        {!signedIn ? TEXTS.comments.loginToLike : liked ? 'Liked' : 'Like'}
      </Button>
    </>
  );
}
