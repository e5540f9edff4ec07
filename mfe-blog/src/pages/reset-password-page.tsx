import { useId, useState } from 'react';
import { Link, useSearchParams } from '@brightwave/web-kit/router';
import { TEXTS } from '@brightwave/contracts';
import { ButtonLink, clearSessionUser, Notice, SubmitButton } from '@brightwave/web-kit';
import { loginErrorMessage } from '../features/accounts/api/login';
import { resetPassword } from '../features/accounts/api/password-reset';
import { AuthCard, AuthForm, AuthStack } from '../features/accounts/components/auth-card';
import { NewPasswordFields } from '../features/accounts/components/password-field';
import { useFormSubmit } from '../hooks/use-form-submit';
import { PAGE_PATHS } from '@brightwave/site-content';

/** Chooses a new password with the token of the mailed link (`?token=`). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { state, busy, error, onSubmit } = useFormSubmit({
    validate: () => (password !== confirm ? TEXTS.registration.passwordsDoNotMatch : undefined),
    submit: async () => {
      const message = await resetPassword({ token, password });
      // Every older session has ended on the server; this tab's too.
      clearSessionUser();
      return message;
    },
    errorMessage: loginErrorMessage,
  });

  const footer = (
    <p>
      Link expired? <Link to={PAGE_PATHS.forgotPassword}>Request a new one</Link>
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
      {state.status === 'done' ? (
        <AuthStack>
          <Notice tone="success">{state.result}</Notice>
          <ButtonLink to={PAGE_PATHS.login} block>
            Sign in
          </ButtonLink>
        </AuthStack>
      ) : (
        <AuthForm onSubmit={onSubmit}>
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
