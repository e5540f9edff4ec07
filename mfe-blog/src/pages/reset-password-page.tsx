import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@brightwave/web-kit/router';
import { TEXTS } from '@brightwave/contracts';
import { ButtonLink, clearSessionUser, Notice, SubmitButton } from '@brightwave/web-kit';
import { loginErrorMessage } from '../features/accounts/api/login';
import { resetPassword } from '../features/accounts/api/password-reset';
import { AuthCard, AuthForm, AuthStack } from '../features/accounts/components/auth-card';
import { NewPasswordFields } from '../features/accounts/components/password-field';

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
          <NewPasswordFields
            id={id}
            labels={{ password: 'New password', confirm: 'Confirm new password' }}
            values={{ password, confirm }}
            onChange={(name, value) =>
              name === 'password' ? setPassword(value) : setConfirm(value)
            }
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
