import { forwardRef, useId, type FormEvent } from 'react';
import { COMMENT_TEXT_MAX } from '@brightwave/contracts';
import { Button, Spinner } from '@brightwave/web-kit';
import { formLabels, type FormMode } from './form-mode';
import styles from './discussion.module.css';
import { InlineError } from './inline-error';

export interface DiscussionFormProps {
  mode: FormMode;
  text: string;
  onTextChange: (text: string) => void;
  busy: boolean;
  error?: string;
  onSubmit: () => void;
  onCancel: () => void;
}

/** The one form of the discussion; its title, button and placeholder follow the mode. */
export const DiscussionForm = forwardRef<HTMLTextAreaElement, DiscussionFormProps>(
  function DiscussionForm({ mode, text, onTextChange, busy, error, onSubmit, onCancel }, ref) {
    const id = useId();
    const labels = formLabels(mode);
    const submit = (event: FormEvent) => {
      event.preventDefault();
      onSubmit();
    };
    return (
      <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`}>
        <div className={styles.formHead}>
          <label id={`${id}-title`} htmlFor={`${id}-text`} className={styles.formTitle}>
            {labels.title}
          </label>
          {mode.kind !== 'comment' && (
            <Button size="small" variant="ghost" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          )}
        </div>
        <textarea
          ref={ref}
          id={`${id}-text`}
          className={styles.textarea}
          rows={4}
          maxLength={COMMENT_TEXT_MAX}
          placeholder={labels.placeholder}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
        />
        {error && <InlineError message={error} onRetry={onSubmit} />}
        <div className={styles.formFoot}>
          <span className={styles.counter} aria-hidden="true">
            {text.length}/{COMMENT_TEXT_MAX}
          </span>
          <Button type="submit" disabled={busy || !text.trim()}>
            {busy && <Spinner />}
            {labels.button}
          </Button>
        </div>
      </form>
    );
  },
);
