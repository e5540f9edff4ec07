import { Link, useLocation } from '@brightwave/web-kit/router';
import { TEXTS } from '@brightwave/contracts';
import styles from './discussion.module.css';
import { PAGE_PATHS } from '@brightwave/site-content';

/** Shown to a visitor in place of the comment form: a way to sign in and come back here. */
export function LoginPrompt() {
  const location = useLocation();
  return (
    <div className={styles.loginPrompt}>
      <p>{TEXTS.comments.loginToJoin}</p>
      <Link
        className={styles.loginLink}
        to={`${PAGE_PATHS.login}?next=${encodeURIComponent(location.pathname)}`}
      >
        Log in
      </Link>
    </div>
  );
}
