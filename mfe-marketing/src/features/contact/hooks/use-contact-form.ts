import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  CONTACT_NOTICE_MS,
  contactMessageSchema,
  parseWith,
  type ContactFormKind,
  type ContactMessage,
  type FieldError,
} from '@brightwave/contracts';
import { ApiError } from '@brightwave/web-kit';
import { contactErrorMessage, sendContactMessage } from '../api/send-contact-message';

export type Fields = Required<Omit<ContactMessage, 'form'>>;

const empty: Fields = { name: '', email: '', subject: '', message: '', website: '' };

type Status = 'idle' | 'sending' | 'sent' | 'failed';

/** What is wrong with each visible field, in words to show next to it. */
export type FieldErrors = Partial<Record<Exclude<keyof Fields, 'website'>, string>>;

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

  return { fields, status, error, fieldErrors, formRef, noticeRef, update, submit };
}
