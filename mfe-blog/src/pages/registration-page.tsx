import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from '@brightwave/web-kit/router';
import { REGISTRATION_REDIRECT_MS, TEXTS, USERNAME_MAX } from '@brightwave/contracts';
import { company, PAGE_PATHS } from '@brightwave/site-content';
import { ApiError, EmailField, Notice, SubmitButton, TextField } from '@brightwave/web-kit';
import { register, registrationErrorMessage } from '../features/accounts/api/register';
import { AuthCard, AuthForm } from '../features/accounts/components/auth-card';
import { NewPasswordFields } from '../features/accounts/components/password-field';
import { useFormSubmit } from '../hooks/use-form-submit';
import styles from './registration-page.module.css';

const empty = { username: '', email: '', password: '', confirmPassword: '' };
/**
 * Registration: four required fields; "Passwords do not match!" with nothing sent;
 * "Processing..." while busy; "Registration successful!", then /login after 1 second.
 */
export default function RegistrationPage() {
  const [fields, setFields] = useState(empty);
  const navigate = useNavigate();
  const id = useId();
  const { state, busy, error, failure, onSubmit } = useFormSubmit({
    validate: () =>
      fields.password !== fields.confirmPassword
        ? TEXTS.registration.passwordsDoNotMatch
        : undefined,
    submit: () => {
      const { confirmPassword: _confirm, ...payload } = fields;
      return register(payload);
    },
    errorMessage: registrationErrorMessage,
  });
  const status = state.status;
  // The fields the error is about point at it (aria-invalid, aria-describedby).
  const errorId = `${id}-error`;
  const faulty = (field: keyof typeof empty) =>
    (
      field === 'confirmPassword'
        ? error === TEXTS.registration.passwordsDoNotMatch
        : failure instanceof ApiError &&
          (failure.fieldMessage(field) !== undefined ||
            (field === 'email' && failure.code === 'email_taken'))
    )
      ? errorId
      : undefined;

  useEffect(() => {
    if (status !== 'done') return;
    const timer = setTimeout(() => void navigate(PAGE_PATHS.login), REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  function update(event: ChangeEvent<HTMLInputElement>) {
    const { name, value } = event.target;
    setFields((current) => ({ ...current, [name]: value }));
  }

  return (
    <AuthCard
      title="Create an account"
      subtitle="Join the community: write blogs, like posts and join the discussion."
      footer={
        <>
          <p>Follow us</p>
          <ul className={styles.social} aria-label="Social links">
            {company.social.map((link) => (
              <li key={link.network}>
                <a href={link.url} target="_blank" rel="noreferrer noopener">
                  {link.network}
                </a>
              </li>
            ))}
          </ul>
          <p>
            Already have an account? <Link to={PAGE_PATHS.login}>Sign In</Link>
          </p>
        </>
      }
    >
      <AuthForm onSubmit={onSubmit}>
        <TextField
          id={`${id}-username`}
          label="Username"
          name="username"
          autoComplete="username"
          required
          maxLength={USERNAME_MAX}
          errorId={faulty('username')}
          value={fields.username}
          onChange={update}
        />
        <EmailField
          id={`${id}-email`}
          errorId={faulty('email')}
          value={fields.email}
          onChange={update}
        />
        <NewPasswordFields
          id={id}
          labels={{ password: 'Password', confirm: 'Confirm password' }}
          values={{ password: fields.password, confirm: fields.confirmPassword }}
          onChange={(name, value) => setFields((current) => ({ ...current, [name]: value }))}
          errorIds={{ password: faulty('password'), confirm: faulty('confirmPassword') }}
        />
        {status === 'failed' && (
          <Notice tone="error" id={errorId}>
            {error}
          </Notice>
        )}
        {status === 'done' && <Notice tone="success">{TEXTS.registration.success}</Notice>}
        <SubmitButton
          block
          busy={busy}
          disabled={status === 'done'}
          busyLabel={TEXTS.registration.processing}
        >
          Register
        </SubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
