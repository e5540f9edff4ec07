import { useState, type InputHTMLAttributes } from 'react';
import { Field, fieldControlClass, fieldDescription } from '@brightwave/web-kit';
import styles from './password-field.module.css';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  aside?: React.ReactNode;
}

/** A password input with a Show/Hide toggle that screen readers understand. */
export function PasswordField({ id, label, hint, error, aside, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} hint={hint} error={error} aside={aside} required={input.required}>
      <div className={styles.wrap}>
        <input
          {...input}
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${fieldControlClass} ${styles.input}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescription(id, { hint, error })}
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
