import type { ReactNode } from 'react';
import styles from './page-placeholder.module.css';

export interface PagePlaceholderProps {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** A simple designed page that names itself, for sections still being built. */
export function PagePlaceholder({
  title,
  eyebrow = 'Coming soon',
  children,
}: PagePlaceholderProps) {
  return (
    <section className={styles.page} aria-labelledby="page-placeholder-title">
      <div className="bw-container">
        <div className={styles.card}>
          <span className={styles.eyebrow}>{eyebrow}</span>
          <h1 id="page-placeholder-title" className={styles.title}>
            {title}
          </h1>
          <div className={styles.text}>{children}</div>
        </div>
      </div>
    </section>
  );
}
