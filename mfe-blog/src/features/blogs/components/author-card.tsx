import { useCallback } from 'react';
import { API_PATHS, type AuthorProfile } from '@brightwave/contracts';
import { apiRequest, useLoad } from '@brightwave/web-kit';
import { Link } from '@brightwave/web-kit/router';
import { pagePath, PAGE_PATHS } from '@brightwave/site-content';
import { AuthorAvatar } from '../../../components/author-avatar';
import styles from './author-card.module.css';

const noProfile = () => ({ status: 'failed' }) as const;

/**
 * At a post's end: who wrote it, linking to their page. Their picture and bio come once the
 * page has loaded (the name alone is in the server's HTML); without them the card shows the
 * initial.
 */
export function AuthorCard({ id, name }: { id: string; name: string }) {
  const href = pagePath(PAGE_PATHS.author, { id });
  const load = useCallback(
    (signal: AbortSignal) => apiRequest<AuthorProfile>(API_PATHS.author(id), { signal }),
    [id],
  );
  const { state } = useLoad(load, { failure: noProfile });
  const profile = state.status === 'loaded' ? state.data : undefined;
  return (
    <aside className={styles.card} aria-label="About the author">
      <AuthorAvatar name={name} avatar={profile?.avatar ?? ''} size={64} />
      <div>
        <p className={styles.eyebrow}>Written by</p>
        <p className={styles.name}>
          <Link to={href}>{name}</Link>
        </p>
        {profile?.bio && <p className={styles.bio}>{profile.bio}</p>}
        <Link className={styles.more} to={href}>
          More posts by {name}
        </Link>
      </div>
    </aside>
  );
}
