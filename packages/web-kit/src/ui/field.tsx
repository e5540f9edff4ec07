import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { EMAIL_MAX } from '@brightwave/contracts/plain';
import styles from './field.module.css';

/** The class of a text input, select or textarea inside a Field. */
export const fieldControlClass = styles.control;

/**
 * The ids a control points at for its hint and error (aria-describedby). `errorId`: an error shown
 * elsewhere (the form's notice) that concerns this control too.
 */
export function fieldDescription(
  id: string,
  { hint, error, errorId }: { hint?: unknown; error?: unknown; errorId?: string },
) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', errorId ?? '']
    .filter(Boolean)
    .join(' ');
  return ids || undefined;
}

export interface FieldProps {
  /** The control's id: the label points at it, the hint and error are named after it. */
  id: string;
  label: ReactNode;
  /** Shows a red mark after the label (the control carries `required` itself). */
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** Beside the label, right-aligned (e.g. a "Forgot password?" link). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The id of an error shown elsewhere (the form's notice) that makes the control invalid. */
interface ErrorElsewhere {
  errorId?: string;
}

/**
 * A labelled form control with an optional hint and error. Give the control `id`,
 * `className={fieldControlClass}`, `aria-invalid` and `aria-describedby={fieldDescription(...)}`.
 */
export function Field({ id, label, required, hint, error, aside, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={required ? styles.required : undefined}>
          {label}
        </label>
        {aside}
      </div>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

type ControlProps = Omit<FieldProps, 'children'>;

/** A Field around a text input (any type but password: see the blog's PasswordField). */
export function TextField({
  id,
  label,
  hint,
  error,
  aside,
  errorId,
  ...input
}: ControlProps & ErrorElsewhere & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Field id={id} label={label} hint={hint} error={error} aside={aside} required={input.required}>
      <input
        {...input}
        id={id}
        className={styles.control}
        aria-invalid={error || errorId ? true : undefined}
        aria-describedby={fieldDescription(id, { hint, error, errorId })}
      />
    </Field>
  );
}

/** A required e-mail address field, labelled "Email" unless told otherwise. */
export function EmailField({
  label = 'Email',
  ...rest
}: Omit<Parameters<typeof TextField>[0], 'label' | 'type'> & { label?: ReactNode }) {
  return (
    <TextField
      label={label}
      name="email"
      type="email"
      autoComplete="email"
      required
      maxLength={EMAIL_MAX}
      {...rest}
    />
  );
}

/** A Field around a textarea. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  aside,
  errorId,
  ...textarea
}: ControlProps & ErrorElsewhere & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      aside={aside}
      required={textarea.required}
    >
      <textarea
        {...textarea}
        id={id}
        className={styles.control}
        aria-invalid={error || errorId ? true : undefined}
        aria-describedby={fieldDescription(id, { hint, error, errorId })}
      />
    </Field>
  );
}

export type NoticeTone = 'error' | 'success' | 'info';

const TONE_CLASS: Record<NoticeTone, string | undefined> = {
  error: styles.toneError,
  success: styles.toneSuccess,
  info: styles.toneInfo,
};

/**
 * An inline message in place of a browser alert. Errors are announced at once (role alert),
 * the others politely (role status).
 */
export function Notice({
  tone,
  id,
  children,
}: {
  tone: NoticeTone;
  /** For the fields it is about to point at (their `errorId`). */
  id?: string;
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`${styles.notice} ${TONE_CLASS[tone]}`}
    >
      <span className={styles.mark} aria-hidden="true">
        {tone === 'error' ? '!' : tone === 'success' ? '✓' : 'i'}
      </span>
      <div>{children}</div>
    </div>
  );
}
