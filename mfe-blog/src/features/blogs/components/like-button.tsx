import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from '@brightwave/web-kit/router';
import type { Blog } from '@brightwave/contracts';
import { Button, useSessionUser } from '@brightwave/web-kit';
import { toggleLike } from '../api/like-blog';
import styles from './blog-article.module.css';
import { PAGE_PATHS } from '@brightwave/site-content';

export const LIKE_TEXTS = {
  failed: 'Your like could not be saved. Please try again.',
} as const;

/**
 * Liked when the user's id is in `likes`; count and state follow the server's answer. A visitor
 * is sent to sign in, and back here after.
 */
export function LikeButton({ blog, onChange }: { blog: Blog; onChange: (blog: Blog) => void }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const liked = !!user && blog.likes.includes(user.id);

  const like = useCallback(async () => {
    if (!user) {
      void navigate(
        `${PAGE_PATHS.login}?next=${encodeURIComponent(location.pathname + location.search)}`,
      );
      return;
    }
    setBusy(true);
    setError('');
    try {
      onChange(await toggleLike(blog._id));
    } catch {
      setError(LIKE_TEXTS.failed);
    } finally {
      setBusy(false);
    }
  }, [user, navigate, location, blog._id, onChange]);

  return (
    <div className={styles.like}>
      <Button
        variant={liked ? 'primary' : 'secondary'}
        aria-pressed={liked}
        disabled={busy}
        onClick={() => void like()}
      >
        <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {liked ? 'Liked' : 'Like'}
        <span className={styles.likeCount}>
          {blog.likes.length}
          <span className="bw-visually-hidden"> {blog.likes.length === 1 ? 'like' : 'likes'}</span>
        </span>
      </Button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
