import { useId, useState } from 'react';
import { Link } from '@brightwave/web-kit/router';
import { EmailField, Notice, SubmitButton } from '@brightwave/web-kit';
import { loginErrorMessage } from '../features/accounts/api/login';
import { requestPasswordReset } from '../features/accounts/api/password-reset';
import { AuthCard, AuthForm } from '../features/accounts/components/auth-card';
import { useFormSubmit } from '../hooks/use-form-submit';
import { PAGE_PATHS } from '@brightwave/site-content';

/** Asks for a password-reset link; the answer is the same whether or not the account exists. */
export default function ForgotPasswordPage() {
  const id = useId();
  const [email, setEmail] = useState('');
  const { state, busy, error, onSubmit } = useFormSubmit({
    submit: () => requestPasswordReset({ email }),
    errorMessage: loginErrorMessage,
  });

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to={PAGE_PATHS.login}>Back to sign in</Link>
        </p>
      }
    >
      {state.status === 'done' ? (
        <Notice tone="success">{state.result}</Notice>
      ) : (
        <AuthForm onSubmit={onSubmit}>
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
