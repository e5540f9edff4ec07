import { mediaSrc } from '@brightwave/web-kit';
import styles from './discussion.module.css';

/** An author's picture, or the first letter of their name when they have none. */
export function Avatar({ name, src }: { name: string; src?: string }) {
  if (src)
    return <img className={styles.avatar} src={mediaSrc(src)} alt="" width={40} height={40} />;
  return (
    <span className={styles.avatar} aria-hidden="true">
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
