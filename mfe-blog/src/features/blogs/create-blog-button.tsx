import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TEXTS } from '@brightwave/contracts';
import { Button, Modal, useSessionUser, type ButtonVariant } from '@brightwave/web-kit';

/** Where an author writes. */
export const EDITOR_PATH = '/blogform';

/**
 * "Create blog": the editor for authors and admins; for everyone else the invitation to become
 * an author (visitors sign in first).
 */
export function CreateBlogButton({ variant = 'primary' }: { variant?: ButtonVariant }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const [inviting, setInviting] = useState(false);
  const canWrite = !!user && (user.author || user.admin);
  return (
    <>
      <Button
        variant={variant}
        onClick={() => {
          if (canWrite) void navigate(EDITOR_PATH);
          else if (!user) void navigate(`/login?next=${encodeURIComponent('/blog')}`);
          else setInviting(true);
        }}
      >
        Create blog
      </Button>
      <Modal
        open={inviting}
        title={TEXTS.authorRequest.title}
        description={TEXTS.authorRequest.subtitle}
        onClose={() => setInviting(false)}
      >
        <p>
          Writing for the blog is open to authors. Send a short note about what you would like to
          write and an admin will review it.
        </p>
      </Modal>
    </>
  );
}
