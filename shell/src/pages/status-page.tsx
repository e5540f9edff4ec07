import type { ReactNode } from 'react';
import styles from './status-page.module.css';

export interface StatusPageProps {
  code?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The frame of the shell's own pages: not found, errors, restricted. */
export function StatusPage({ code, title, children, actions }: StatusPageProps) {
  return (
    <section className={styles.page} aria-labelledby="status-title">
      <div className="bw-container">
        <div className={styles.card}>
          {code && (
            <p className={styles.code} aria-hidden="true">
              {code}
            </p>
          )}
          <h1 id="status-title" className={styles.title}>
            {title}
          </h1>
          <div className={styles.text}>{children}</div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      </div>
    </section>
  );
}

export { styles as statusStyles };
