import { useId, useState, type FormEvent } from 'react';
import { Link } from '@brightwave/web-kit/router';
import { EmailField, Notice, SubmitButton } from '@brightwave/web-kit';
import { loginErrorMessage } from '../features/accounts/api/login';
import { requestPasswordReset } from '../features/accounts/api/password-reset';
import { AuthCard, AuthForm } from '../features/accounts/components/auth-card';

/** Asks for a password-reset link; the answer is the same whether or not the account exists. */
export default function ForgotPasswordPage() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState('');
  const [error, setError] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      setSent(await requestPasswordReset({ email }));
    } catch (failure) {
      setError(loginErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to="/login">Back to sign in</Link>
        </p>
      }
    >
      {sent ? (
        <Notice tone="success">{sent}</Notice>
      ) : (
        <AuthForm onSubmit={(event) => void submit(event)}>
          <EmailField
            id={`${id}-email`}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          {error && <Notice tone="error">{error}</Notice>}
          <SubmitButton block busy={busy} busyLabel="Sending...">
            Send reset link
          </SubmitButton>
        </AuthForm>
      )}
    </AuthCard>
  );
}
