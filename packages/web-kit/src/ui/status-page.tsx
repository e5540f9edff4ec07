import { useId, type ReactNode } from 'react';
import { signInPath } from '../session/session-store';
import { ButtonLink } from './button';
import styles from './status-page.module.css';

export interface StatusPageProps {
  title: string;
  /** A small label above the title ("Coming soon"). */
  eyebrow?: string;
  /** A large code above the title ("404"), for the eye only. */
  code?: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** One centred card on a tinted band: not found, errors, restricted and unfinished pages. */
export function StatusPage({ title, eyebrow, code, children, actions }: StatusPageProps) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className="bw-container">
        <div className={styles.card}>
          {eyebrow && <span className={styles.eyebrow}>{eyebrow}</span>}
          {code && (
            <p className={styles.code} aria-hidden="true">
              {code}
            </p>
          )}
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          <div className={styles.text}>{children}</div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      </div>
    </section>
  );
}

/** A simple designed page that names itself, for sections still being built. */
export function PagePlaceholder({ eyebrow = 'Coming soon', ...rest }: StatusPageProps) {
  return <StatusPage eyebrow={eyebrow} {...rest} />;
}

/**
 * What anyone but an admin sees on an admin page: why, and a way to sign in with the right
 * account (coming back here afterwards). The API refuses them anyway.
 */
export function AdminOnlyPage({ signedIn }: { signedIn: boolean }) {
  return (
    <StatusPage
      code="403"
      title={signedIn ? 'Admins only' : 'Please sign in'}
      actions={
        <>
          <ButtonLink to={signInPath()}>{signedIn ? 'Sign in as an admin' : 'Sign in'}</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Back to home
          </ButtonLink>
        </>
      }
    >
      <p>
        This page is for site administrators.
        {signedIn
          ? ' Your account does not have access to it.'
          : ' Sign in with an admin account to continue.'}
      </p>
    </StatusPage>
  );
}
