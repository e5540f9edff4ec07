import { Link } from '@brightwave/web-kit/router';
import { pagePath, PAGE_PATHS } from '@brightwave/site-content';
import { AuthorAvatar } from '../../../components/author-avatar';
import styles from './author-card.module.css';

/** At a post's end: who wrote it, linking to their page (their bio and other posts). */
export function AuthorCard({ id, name }: { id: string; name: string }) {
  const href = pagePath(PAGE_PATHS.author, { id });
  return (
    <aside className={styles.card} aria-label="About the author">
      <AuthorAvatar name={name} avatar="" size={64} />
      <div>
        <p className={styles.eyebrow}>Written by</p>
        <p className={styles.name}>
          <Link to={href}>{name}</Link>
        </p>
        <Link className={styles.more} to={href}>
          More posts by {name}
        </Link>
      </div>
    </aside>
  );
}
