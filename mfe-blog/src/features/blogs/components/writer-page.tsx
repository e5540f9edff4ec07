import type { ReactNode } from 'react';
import styles from '../../../components/blog-page.module.css';

/** The frame of the create and edit pages: a short hero, then the form. */
export function WriterPage({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <>
      <section className={styles.hero}>
        <div className={`bw-container ${styles.heroInner}`}>
          <h1 className={styles.heroTitle}>{title}</h1>
          <p className={styles.heroText}>{text}</p>
        </div>
      </section>
      <div className={`bw-container ${styles.section}`}>{children}</div>
    </>
  );
}
