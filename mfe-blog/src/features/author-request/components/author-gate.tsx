import { useState, type ReactNode } from 'react';
import { Button, ButtonLink, Notice, signInPath, Spinner, StatusPage } from '@brightwave/web-kit';
import { ApplicationState } from './application-state';
import { AuthorRequestModal } from './author-request-modal';
import { useAuthorAccess } from '../hooks/use-author-access';
import styles from './author-request.module.css';

interface AuthorGateProps {
  /** What authors see: the editor, their blogs. */
  children: ReactNode;
  /** The page's purpose, for the title others see ("Write a blog"). */
  title: string;
}

/**
 * Shows its children to authors and admins only. A signed-out visitor gets a sign-in link; a
 * signed-in user who is not an author is told why first, with a "Become an Author" button that
 * opens the form, or sees the state of the application they already sent.
 */
export function AuthorGate({ children, title }: AuthorGateProps) {
  const access = useAuthorAccess();
  const [modalOpen, setModalOpen] = useState(false);
  const [submitted, setSubmitted] = useState('');

  if (access.state === 'author') return children;
  if (access.state === 'signed-out') {
    return (
      <StatusPage
        eyebrow="Authors"
        title={title}
        actions={<ButtonLink to={signInPath()}>Sign in</ButtonLink>}
      >
        <p>
          Sign in to write for our blog. New here? Create an account, then ask to become an author.
        </p>
      </StatusPage>
    );
  }
  if (access.state === 'loading') {
    return (
      <StatusPage eyebrow="Authors" title={title}>
        <Spinner label="Checking your author status" size="large" />
      </StatusPage>
    );
  }
  if (access.state === 'error') {
    return (
      <StatusPage
        eyebrow="Authors"
        title={title}
        actions={<Button onClick={access.reload}>Try again</Button>}
      >
        <p>We could not check your author status. Please try again.</p>
      </StatusPage>
    );
  }

  return (
    <StatusPage eyebrow="Authors" title={title}>
      <div className={styles.gate}>
        {submitted && <Notice tone="success">{submitted}</Notice>}
        {access.application ? (
          <ApplicationState application={access.application} />
        ) : (
          <>
            <p>Only authors can write blogs. Tell us a little about yourself to become one.</p>
            <div>
              <Button onClick={() => setModalOpen(true)}>Become an Author</Button>
            </div>
          </>
        )}
      </div>
      <AuthorRequestModal
        open={modalOpen && !access.application}
        onClose={() => setModalOpen(false)}
        onSubmitted={(message) => {
          setModalOpen(false);
          setSubmitted(message);
          access.reload();
        }}
      />
    </StatusPage>
  );
}
