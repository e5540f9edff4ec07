import { ApplicationState } from './application-state';
import { useAuthorAccess } from '../hooks/use-author-access';
import styles from './author-request.module.css';

/**
 * For a signed-in user who may not write yet: the state of their author application (with its
 * date), or what "Create blog" offers them. Nothing for authors, admins and visitors.
 */
export function AuthorStatus() {
  const access = useAuthorAccess();
  if (access.state !== 'applicant') return null;
  return (
    <section className={`${styles.gate} ${styles.status}`} aria-label="Your author application">
      {access.application ? (
        <ApplicationState application={access.application} />
      ) : (
        <p>
          Only authors can write blogs. Press Create blog and tell us a little about yourself to
          become one.
        </p>
      )}
    </section>
  );
}
