import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGE_ROWS,
  CONTACT_NOTICE_MS,
  TEXTS,
  type ContactMessage,
} from '@brightwave/contracts';
import {
  EmailField,
  Field,
  fieldControlClass,
  SubmitButton,
  TextAreaField,
  TextField,
} from '@brightwave/web-kit';
import { Icon } from '../../components/icon';
import { contactErrorMessage, sendContactMessage } from './send-contact-message';
import styles from './contact-form.module.css';

type Fields = Required<ContactMessage>;

const empty: Fields = { name: '', email: '', subject: '', message: '', website: '' };

interface ContactFormProps {
  /** Offer these subjects in a list instead of a free text field (the project inquiry form). */
  subjectOptions?: readonly string[];
  subjectLabel?: string;
  messageLabel?: string;
  messagePlaceholder?: string;
}

type Status = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * The contact form: name, e-mail, subject and message, all required. While sending, the button is
 * disabled and reads "Sending"; a success notice shows for 5 seconds and the fields clear. When
 * sending fails, an error says why and everything typed stays.
 */
export function ContactForm({
  subjectOptions,
  subjectLabel = 'Subject',
  messageLabel = 'Message',
  messagePlaceholder = 'How can we help?',
}: ContactFormProps) {
  const [fields, setFields] = useState<Fields>(empty);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState('');
  const id = useId();

  useEffect(() => {
    if (status !== 'sent') return;
    const timer = setTimeout(() => setStatus('idle'), CONTACT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  function update(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const { name, value } = event.target;
    setFields((current) => ({ ...current, [name]: value }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    setStatus('sending');
    setError('');
    try {
      const confirmed = await sendContactMessage(fields);
      setFields(empty);
      setStatus(confirmed ? 'sent' : 'idle');
    } catch (failure) {
      setError(contactErrorMessage(failure));
      setStatus('failed');
    }
  }

  const field = (name: keyof Fields) => ({
    id: `${id}-${name}`,
    name,
    value: fields[name],
    onChange: update,
    required: true,
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <div className={styles.row}>
        <TextField
          {...field('name')}
          label="Name"
          type="text"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          placeholder="Your full name"
        />
        <EmailField
          {...field('email')}
          maxLength={CONTACT_LIMITS.email}
          placeholder="you@company.com"
        />
      </div>
      {subjectOptions ? (
        <Field id={`${id}-subject`} label={subjectLabel} required>
          <select {...field('subject')} className={fieldControlClass}>
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
          label={subjectLabel}
          type="text"
          maxLength={CONTACT_LIMITS.subject}
          placeholder="What is it about?"
        />
      )}
      <TextAreaField
        {...field('message')}
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
        <p className={styles.notice} role="status">
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
