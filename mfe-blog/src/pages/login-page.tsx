import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@brightwave/web-kit/router';
import {
  ApiError,
  EmailField,
  Notice,
  safeNextPath,
  setSessionUser,
  SubmitButton,
  useSessionUser,
} from '@brightwave/web-kit';
import { login, loginErrorMessage } from '../features/accounts/api/login';
import { AuthCard, AuthForm } from '../features/accounts/components/auth-card';
import { PasswordField } from '../features/accounts/components/password-field';
import { useFormSubmit } from '../hooks/use-form-submit';
import { PAGE_PATHS } from '@brightwave/site-content';

/** Why a page sent the visitor here, said above the form. */
export const SIGN_IN_REASONS: Record<string, string> = {
  [PAGE_PATHS.yourBlogs]: 'Sign in to see the blogs you have written.',
  [PAGE_PATHS.writeBlog]: 'Sign in to write a blog.',
  '/blogfrom': 'Sign in to write a blog.',
};

/** The reason for a `next` path: its own page's, or the edit page's. */
export function signInReason(next: string): string | undefined {
  const path = next.split(/[?#]/)[0] ?? '';
  if (path.startsWith('/editblog/')) return 'Sign in to edit your blog.';
  return SIGN_IN_REASONS[path];
}

/**
 * Sign in with e-mail and password. The session is stored under localStorage "user"; the visitor
 * returns to the page that sent them here (`?next=`), else to the blog.
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next') ?? PAGE_PATHS.blog);
  const navigate = useNavigate();
  const current = useSessionUser();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { state, error, failure, onSubmit } = useFormSubmit({
    submit: async () => {
      setSessionUser(await login({ email, password }));
      void navigate(next, { replace: true });
    },
    errorMessage: loginErrorMessage,
  });
  // Signed in: still busy until the page is left.
  const busy = state.status === 'busy' || state.status === 'done';
  // Refused credentials: both fields point at the error (aria-invalid, aria-describedby).
  const errorId = `${id}-error`;
  const refused = failure instanceof ApiError && failure.isUnauthorized ? errorId : undefined;
  const reason = current ? undefined : signInReason(next);

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in to write, like and join the discussion."
      footer={
        <p>
          New here? <Link to={PAGE_PATHS.registration}>Create an account</Link>
        </p>
      }
    >
      <AuthForm onSubmit={onSubmit}>
        {reason && (
          <Notice tone="info">
            <p>{reason}</p>
          </Notice>
        )}
        {current && !busy && (
          <Notice tone="info">
            <p>
              You are signed in as {current.name}. <Link to={next}>Continue</Link>
            </p>
          </Notice>
        )}
        <EmailField
          id={`${id}-email`}
          errorId={refused}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          id={`${id}-password`}
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          errorId={refused}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aside={<Link to={PAGE_PATHS.forgotPassword}>Forgot password?</Link>}
        />
        {error && (
          <Notice tone="error" id={errorId}>
            {error}
          </Notice>
        )}
        <SubmitButton block busy={busy} busyLabel="Signing in...">
          Sign in
        </SubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
