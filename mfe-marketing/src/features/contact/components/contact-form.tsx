import { useId } from 'react';
import type { ContactFormKind } from '@brightwave/contracts';
import { CONTACT_LIMITS, CONTACT_MESSAGE_ROWS, TEXTS } from '@brightwave/contracts/plain';
import {
  EmailField,
  fieldDescription,
  Field,
  fieldControlClass,
  SubmitButton,
  TextAreaField,
  TextField,
} from '@brightwave/web-kit';
import { Icon } from '../../../components/icon';
import { useContactForm, type FieldErrors } from '../hooks/use-contact-form';
import styles from './contact-form.module.css';

interface ContactFormProps {
  /** Which form this is, sent with the message (the project inquiry form says so). */
  kind?: ContactFormKind;
  /** Offer these subjects in a list instead of a free text field (the project inquiry form). */
  subjectOptions?: readonly string[];
  subjectLabel?: string;
  /** The message when no option is chosen ("Please choose a project type."). */
  subjectRequired?: string;
  messageLabel?: string;
  messagePlaceholder?: string;
}

/**
 * The contact form: name, e-mail, subject and message, all required, each problem shown next to
 * its field; while sending, the button is disabled and reads "Sending"; a success notice shows and
 * takes the focus. The state and the submit are useContactForm's.
 */
export function ContactForm({
  kind,
  subjectOptions,
  subjectLabel = 'Subject',
  subjectRequired,
  messageLabel = 'Message',
  messagePlaceholder = 'How can we help?',
}: ContactFormProps) {
  const { fields, status, error, fieldErrors, formRef, noticeRef, prepare, update, submit } =
    useContactForm(kind, subjectRequired);
  const id = useId();

  const field = (name: keyof FieldErrors) => ({
    id: `${id}-${name}`,
    name,
    value: fields[name],
    onChange: update,
    required: true,
  });

  // noValidate: the schema's messages show next to the fields instead of the browser's bubbles.
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onFocus={prepare}
      onSubmit={(event) => void submit(event)}
    >
      <div className={styles.row}>
        <TextField
          {...field('name')}
          error={fieldErrors.name}
          label="Name"
          type="text"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          placeholder="Your full name"
        />
        <EmailField
          {...field('email')}
          error={fieldErrors.email}
          maxLength={CONTACT_LIMITS.email}
          placeholder="you@company.com"
        />
      </div>
      {subjectOptions ? (
        <Field id={`${id}-subject`} label={subjectLabel} required error={fieldErrors.subject}>
          <select
            {...field('subject')}
            className={fieldControlClass}
            aria-invalid={fieldErrors.subject ? true : undefined}
            aria-describedby={fieldDescription(`${id}-subject`, { error: fieldErrors.subject })}
          >
            <option value="" disabled>
              Choose one
            </option>
            {subjectOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </Field>
      ) : (
        <TextField
          {...field('subject')}
          error={fieldErrors.subject}
          label={subjectLabel}
          type="text"
          maxLength={CONTACT_LIMITS.subject}
          placeholder="What is it about?"
        />
      )}
      <TextAreaField
        {...field('message')}
        error={fieldErrors.message}
        label={messageLabel}
        rows={CONTACT_MESSAGE_ROWS}
        maxLength={CONTACT_LIMITS.message}
        placeholder={messagePlaceholder}
      />

      {/* A trap for bots: people never see or reach this field; the server ignores what it gets. */}
      <div className="bw-visually-hidden" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={fields.website}
          onChange={update}
        />
      </div>

      {status === 'failed' && (
        <p className={styles.error} role="alert">
          <Icon name="alert" size={20} />
          <span>{error}</span>
        </p>
      )}

      <div className={styles.footer}>
        <SubmitButton
          busy={status === 'sending'}
          busyLabel={TEXTS.contact.sending}
          className={styles.submit}
        >
          {TEXTS.contact.send}
        </SubmitButton>
        <p ref={noticeRef} className={styles.notice} role="status" tabIndex={-1}>
          {status === 'sent' && (
            <span className={styles.noticeBody}>
              <Icon name="check" size={20} />
              {TEXTS.contact.success}
            </span>
          )}
        </p>
      </div>
    </form>
  );
}
