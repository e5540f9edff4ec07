import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { AUTHOR_DESCRIPTION_MAX, NAME_MAX, TEXTS } from '@brightwave/contracts';
import {
  Button,
  EmailField,
  Modal,
  Notice,
  SubmitButton,
  TextAreaField,
  TextField,
  useSessionUser,
} from '@brightwave/web-kit';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { authorRequestErrorMessage, saveAuthorRequest } from '../api/save-author-request';
import styles from './author-request.module.css';

interface AuthorRequestModalProps {
  open: boolean;
  onClose: () => void;
  /** After a successful request, with the server's message; the modal closes itself. */
  onSubmitted: (message: string) => void;
}

/**
 * The "Become an Author" modal: name, e-mail and description, prefilled from the session
 * where known. Failures show inline in the modal (the server's error, "Failed to save data" or
 * "An unexpected error occurred"); success closes it and clears the fields.
 */
export function AuthorRequestModal({ open, onClose, onSubmitted }: AuthorRequestModalProps) {
  const user = useSessionUser();
  const id = useId();
  const prefilled = { name: user?.name ?? '', email: user?.email ?? '', description: '' };
  const [fields, setFields] = useState(prefilled);
  const { busy, error, onSubmit, reset } = useFormSubmit({
    submit: async () => {
      const message = await saveAuthorRequest(fields);
      setFields(prefilled);
      onSubmitted(message);
    },
    errorMessage: authorRequestErrorMessage,
  });

  // Each opening starts from the session's name and e-mail.
  useEffect(() => {
    if (open) {
      setFields({ name: user?.name ?? '', email: user?.email ?? '', description: '' });
      reset();
    }
  }, [open, user?.name, user?.email, reset]);

  function update(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const { name, value } = event.target;
    setFields((current) => ({ ...current, [name]: value }));
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={TEXTS.authorRequest.title}
      description={TEXTS.authorRequest.subtitle}
    >
      <form className={styles.form} onSubmit={onSubmit}>
        <TextField
          id={`${id}-name`}
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={NAME_MAX}
          value={fields.name}
          onChange={update}
        />
        <EmailField id={`${id}-email`} value={fields.email} onChange={update} />
        <TextAreaField
          id={`${id}-description`}
          label="Description"
          name="description"
          required
          rows={5}
          maxLength={AUTHOR_DESCRIPTION_MAX}
          placeholder="What would you like to write about?"
          value={fields.description}
          onChange={update}
        />
        {error && <Notice tone="error">{error}</Notice>}
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton busy={busy} busyLabel="Sending...">
            Submit request
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
