import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from '@brightwave/web-kit/router';
import { REGISTRATION_REDIRECT_MS, TEXTS, USERNAME_MAX } from '@brightwave/contracts';
import { company } from '@brightwave/site-content';
import { EmailField, Notice, SubmitButton, TextField } from '@brightwave/web-kit';
import { register, registrationErrorMessage } from '../features/accounts/api/register';
import { AuthCard, AuthForm } from '../features/accounts/components/auth-card';
import { NewPasswordFields } from '../features/accounts/components/password-field';
import styles from './registration-page.module.css';

const empty = { username: '', email: '', password: '', confirmPassword: '' };
type Status = 'idle' | 'busy' | 'success' | 'failed';

/**
 * The spec's registration: four required fields; "Passwords do not match!" with nothing sent;
 * "Processing..." while busy; "Registration successful!" and /login after 1 second.
 */
export default function RegistrationPage() {
  const [fields, setFields] = useState(empty);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState('');
  const navigate = useNavigate();
  const id = useId();

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => void navigate('/login'), REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  function update(event: ChangeEvent<HTMLInputElement>) {
    const { name, value } = event.target;
    setFields((current) => ({ ...current, [name]: value }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'busy' || status === 'success') return;
    if (fields.password !== fields.confirmPassword) {
      setError(TEXTS.registration.passwordsDoNotMatch);
      setStatus('failed');
      return;
    }
    setStatus('busy');
    setError('');
    try {
      const { confirmPassword: _confirm, ...payload } = fields;
      await register(payload);
      setStatus('success');
    } catch (failure) {
      setError(registrationErrorMessage(failure));
      setStatus('failed');
    }
  }

  const busy = status === 'busy';
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
            Already have an account? <Link to="/login">Sign In</Link>
          </p>
        </>
      }
    >
      <AuthForm onSubmit={(event) => void submit(event)}>
        <TextField
          id={`${id}-username`}
          label="Username"
          name="username"
          autoComplete="username"
          required
          maxLength={USERNAME_MAX}
          value={fields.username}
          onChange={update}
        />
        <EmailField id={`${id}-email`} value={fields.email} onChange={update} />
        <NewPasswordFields
          id={id}
          labels={{ password: 'Password', confirm: 'Confirm password' }}
          values={{ password: fields.password, confirm: fields.confirmPassword }}
          onChange={(name, value) => setFields((current) => ({ ...current, [name]: value }))}
        />
        {status === 'failed' && <Notice tone="error">{error}</Notice>}
        {status === 'success' && <Notice tone="success">{TEXTS.registration.success}</Notice>}
        <SubmitButton
          block
          busy={busy}
          disabled={status === 'success'}
          busyLabel={TEXTS.registration.processing}
        >
          Register
        </SubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
