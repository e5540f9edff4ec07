import { useState } from 'react';
import { useNavigate } from '@brightwave/web-kit/router';
import { TEXTS } from '@brightwave/contracts';
import {
  Button,
  ButtonLink,
  type ButtonVariant,
  getSessionUser,
  Modal,
  Notice,
  refreshSession,
  signInPath,
} from '@brightwave/web-kit';
import { ApplicationState } from './application-state';
import { AuthorRequestModal } from './author-request-modal';
import { useAuthorAccess } from '../hooks/use-author-access';
import { PAGE_PATHS } from '@brightwave/site-content';

const EDITOR_PATH = PAGE_PATHS.writeBlog;

/**
 * "Create blog": authors go to the editor; visitors to sign-in; other users get the "Become an
 * Author" modal, or their application's state. The session is refreshed on click, so an
 * application accepted meanwhile opens the editor without signing in again.
 */
export function CreateBlogButton({ variant = 'primary' }: { variant?: ButtonVariant }) {
  const access = useAuthorAccess();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'none' | 'request' | 'state'>('none');
  const [submitted, setSubmitted] = useState('');

  if (access.state === 'signed-out') {
    return (
      <ButtonLink to={signInPath(EDITOR_PATH)} variant={variant}>
        Create blog
      </ButtonLink>
    );
  }
  if (access.state === 'author') {
    return (
      <ButtonLink to={EDITOR_PATH} variant={variant}>
        Create blog
      </ButtonLink>
    );
  }

  async function open() {
    await refreshSession();
    const user = getSessionUser();
    if (user && (user.author || user.admin)) {
      void navigate(EDITOR_PATH);
      return;
    }
    setSubmitted('');
    setDialog(access.state === 'applicant' && access.application ? 'state' : 'request');
  }

  const application = access.state === 'applicant' ? access.application : null;
  return (
    <>
      <Button variant={variant} onClick={() => void open()}>
        Create blog
      </Button>
      <AuthorRequestModal
        open={dialog === 'request'}
        onClose={() => setDialog('none')}
        onSubmitted={(message) => {
          setSubmitted(message);
          setDialog('state');
          access.reload();
        }}
      />
      <Modal
        open={dialog === 'state'}
        onClose={() => setDialog('none')}
        title={TEXTS.authorRequest.title}
      >
        {submitted && <Notice tone="success">{submitted}</Notice>}
        {application && !submitted && <ApplicationState application={application} />}
      </Modal>
    </>
  );
}
