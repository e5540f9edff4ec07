import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ContactFormKind, ContactMessage, FieldError } from '@brightwave/contracts';
import { CONTACT_NOTICE_MS } from '@brightwave/contracts/plain';
import { ApiError } from '@brightwave/web-kit';
import { contactErrorMessage, sendContactMessage } from '../api/send-contact-message';

export type Fields = Required<Omit<ContactMessage, 'form'>>;

const empty: Fields = { name: '', email: '', subject: '', message: '', website: '' };

type Status = 'idle' | 'sending' | 'sent' | 'failed';

/** What is wrong with each visible field, in words to show next to it. */
export type FieldErrors = Partial<Record<Exclude<keyof Fields, 'website'>, string>>;

const visibleFields = ['name', 'email', 'subject', 'message'] as const;

/**
 * The API's own check of a message (its zod schema), loaded once a visitor starts filling in the
 * form rather than with the page: zod is most of the page's script, and its evaluation held up the
 * contact page's first seconds on a slow phone.
 */
let schemaModule: Promise<typeof import('@brightwave/contracts')> | undefined;
function loadSchema() {
  if (!schemaModule) {
    schemaModule = import('@brightwave/contracts');
    schemaModule.catch(() => (schemaModule = undefined));
  }
  return schemaModule;
}

async function checkMessage(fields: Fields) {
  const { contactMessageSchema, parseWith } = await loadSchema();
  return parseWith(contactMessageSchema, fields);
}

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
 * The contact form's state and submit. The fields are checked with the API's own schema before
 * sending, so both agree; each problem (the client's or the server's) becomes its field's error and
 * the focus moves to the first field to fix (inside `formRef`). While sending, `status` is
 * 'sending'; on success the fields clear and the notice (`noticeRef`) takes the focus for 5 seconds.
 * When sending fails otherwise, `error` says why and everything typed stays.
 */
export function useContactForm(kind?: ContactFormKind, subjectRequired?: string) {
  const [fields, setFields] = useState<Fields>(empty);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  /** Counts refusals, so each one moves the focus to the first invalid field after rendering. */
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

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

  /** Loads the check as the visitor comes to the form (any field or the button takes the focus),
   * so it is there when they send. */
  function prepare() {
    void loadSchema().catch(() => undefined);
  }

  function refuse(errors: FieldErrors) {
    setFieldErrors(errors);
    setRefusals((count) => count + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    // At once, so a second click while the check loads sends nothing twice.
    setStatus('sending');
    let checked;
    try {
      checked = await checkMessage(fields);
    } catch (failure) {
      // The check's code did not arrive (offline): said as a failed send, everything typed stays.
      setError(contactErrorMessage(failure));
      setStatus('failed');
      return;
    }
    if (!checked.success) {
      setStatus('idle');
      refuse(fieldErrorsOf(checked.error.fields, subjectRequired));
      return;
    }
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

  return { fields, status, error, fieldErrors, formRef, noticeRef, prepare, update, submit };
}
