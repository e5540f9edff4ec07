import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGE_ROWS,
  CONTACT_NOTICE_MS,
  contactMessageSchema,
  parseWith,
  TEXTS,
  type ContactFormKind,
  type ContactMessage,
  type FieldError,
} from '@brightwave/contracts';
import {
  ApiError,
  EmailField,
  fieldDescription,
  Field,
  fieldControlClass,
  SubmitButton,
  TextAreaField,
  TextField,
} from '@brightwave/web-kit';
import { Icon } from '../../components/icon';
import { contactErrorMessage, sendContactMessage } from './send-contact-message';
import styles from './contact-form.module.css';

type Fields = Required<Omit<ContactMessage, 'form'>>;

const empty: Fields = { name: '', email: '', subject: '', message: '', website: '' };

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

type Status = 'idle' | 'sending' | 'sent' | 'failed';

/** What is wrong with each visible field, in words to show next to it. */
type FieldErrors = Partial<Record<Exclude<keyof Fields, 'website'>, string>>;

const visibleFields = ['name', 'email', 'subject', 'message'] as const;

/** `subjectRequired`: what a missing subject is called when it is chosen from a list. */
function fieldErrorsOf(
  fields: Readonly<Record<string, FieldError>>,
  subjectRequired?: string,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of visibleFields) if (fields[name]) errors[name] = fields[name].message;
  if (subjectRequired && fields.subject?.code === 'required') errors.subject = subjectRequired;
  return errors;
}

/**
 * The contact form: name, e-mail, subject and message, all required. The form checks them with
 * the API's own schema before sending, so both agree; each problem (the client's or the server's)
 * shows next to its field, and focus moves to the first field to fix. While sending, the button is
 * disabled and reads "Sending"; a success notice shows for 5 seconds, takes the focus, and the
 * fields clear. When sending fails otherwise, an error says why and everything typed stays.
 */
export function ContactForm({
  kind,
  subjectOptions,
  subjectLabel = 'Subject',
  subjectRequired,
  messageLabel = 'Message',
  messagePlaceholder = 'How can we help?',
}: ContactFormProps) {
  const [fields, setFields] = useState<Fields>(empty);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  /** Counts refusals, so each one moves the focus to the first invalid field after rendering. */
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const id = useId();

  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  useEffect(() => {
    if (status === 'sent') noticeRef.current?.focus();
  }, [status]);

  useEffect(() => {
    if (status !== 'sent') return;
    const timer = setTimeout(() => setStatus('idle'), CONTACT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  function update(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const { name, value } = event.target;
    setFields((current) => ({ ...current, [name]: value }));
    setFieldErrors((current) => ({ ...current, [name]: undefined }));
  }

  function refuse(errors: FieldErrors) {
    setFieldErrors(errors);
    setRefusals((count) => count + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    const checked = parseWith(contactMessageSchema, fields);
    if (!checked.success) {
      setStatus('idle');
      refuse(fieldErrorsOf(checked.error.fields, subjectRequired));
      return;
    }
    setStatus('sending');
    setError('');
    setFieldErrors({});
    try {
      const confirmed = await sendContactMessage({ ...fields, form: kind });
      setFields(empty);
      setStatus(confirmed ? 'sent' : 'idle');
    } catch (failure) {
      const refused =
        failure instanceof ApiError ? fieldErrorsOf(failure.fields, subjectRequired) : {};
      if (Object.keys(refused).length > 0) {
        setStatus('idle');
        refuse(refused);
      } else {
        setError(contactErrorMessage(failure));
        setStatus('failed');
      }
    }
  }

  const field = (name: keyof FieldErrors) => ({
    id: `${id}-${name}`,
    name,
    value: fields[name],
    onChange: update,
    required: true,
  });

  // noValidate: the schema's messages show next to the fields instead of the browser's bubbles.
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
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
