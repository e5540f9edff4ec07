import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@brightwave/web-kit/router';
import { PASSWORD_MAX, PASSWORD_MIN, TEXTS } from '@brightwave/contracts';
import { ButtonLink, clearSessionUser, Notice, SubmitButton } from '@brightwave/web-kit';
import { loginErrorMessage } from '../features/accounts/api/login';
import { resetPassword } from '../features/accounts/api/password-reset';
import { AuthCard, AuthForm, AuthStack } from '../features/accounts/components/auth-card';
import { PasswordField } from '../features/accounts/components/password-field';

/** Chooses a new password with the token of the mailed link (`?token=`). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [error, setError] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (password !== confirm) {
      setError(TEXTS.registration.passwordsDoNotMatch);
      return;
    }
    setBusy(true);
    setError('');
    try {
      setDone(await resetPassword({ token, password }));
      // Every older session has ended on the server; this tab's too.
      clearSessionUser();
    } catch (failure) {
      setError(loginErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const footer = (
    <p>
      Link expired? <Link to="/forgot-password">Request a new one</Link>
    </p>
  );

  if (!token) {
    return (
      <AuthCard title="Choose a new password" footer={footer}>
        <Notice tone="error">{TEXTS.passwordReset.invalidLink}</Notice>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Your new password ends every other sign-in of your account."
      footer={footer}
    >
      {done ? (
        <AuthStack>
          <Notice tone="success">{done}</Notice>
          <ButtonLink to="/login" block>
            Sign in
          </ButtonLink>
        </AuthStack>
      ) : (
        <AuthForm onSubmit={(event) => void submit(event)}>
          <PasswordField
            id={`${id}-password`}
            label="New password"
            name="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            maxLength={PASSWORD_MAX}
            hint={`At least ${PASSWORD_MIN} characters.`}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordField
            id={`${id}-confirm`}
            label="Confirm new password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX}
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
          {error && <Notice tone="error">{error}</Notice>}
          <SubmitButton block busy={busy} busyLabel="Saving...">
            Set new password
          </SubmitButton>
        </AuthForm>
      )}
    </AuthCard>
  );
}
