import { useState, type InputHTMLAttributes } from 'react';
import { PASSWORD_MAX, PASSWORD_MIN } from '@brightwave/contracts';
import { Field, fieldControlClass, fieldDescription } from '@brightwave/web-kit';
import styles from './password-field.module.css';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** An error shown elsewhere (the form's notice) that makes this field invalid. */
  errorId?: string;
  aside?: React.ReactNode;
}

/** A password input with a Show/Hide toggle that screen readers understand. */
export function PasswordField({
  id,
  label,
  hint,
  error,
  errorId,
  aside,
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} hint={hint} error={error} aside={aside} required={input.required}>
      <div className={styles.wrap}>
        <input
          {...input}
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${fieldControlClass} ${styles.input}`}
          aria-invalid={error || errorId ? true : undefined}
          aria-describedby={fieldDescription(id, { hint, error, errorId })}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? 'Hide' : 'Show'}
          <span className="bw-visually-hidden"> password</span>
        </button>
      </div>
    </Field>
  );
}

interface NewPasswordFieldsProps {
  /** Prefix of the two inputs' ids. */
  id: string;
  labels: { password: string; confirm: string };
  values: { password: string; confirm: string };
  onChange: (name: 'password' | 'confirmPassword', value: string) => void;
  /** The id of the form's error, given to the fields it is about. */
  errorIds?: { password?: string; confirm?: string };
}

/**
 * A new password and its confirmation, with the account's password rules (length bounds, the
 * hint, the browser's "new password" autofill). The form checks that the two agree.
 */
export function NewPasswordFields({
  id,
  labels,
  values,
  onChange,
  errorIds = {},
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        id={`${id}-password`}
        label={labels.password}
        name="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        hint={`At least ${PASSWORD_MIN} characters.`}
        errorId={errorIds.password}
        value={values.password}
        onChange={(event) => onChange('password', event.target.value)}
      />
      <PasswordField
        id={`${id}-confirm`}
        label={labels.confirm}
        name="confirmPassword"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        errorId={errorIds.confirm}
        value={values.confirm}
        onChange={(event) => onChange('confirmPassword', event.target.value)}
      />
    </>
  );
}
