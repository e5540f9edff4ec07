import type { ReactNode } from 'react';
import { ButtonLink, StatusPage, useSessionUser } from '@brightwave/web-kit';

/** Admin pages show only to a signed-in admin; the API enforces the same on every admin call. */
export function AdminGate({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  if (user?.admin) return children;
  return (
    <StatusPage
      code="403"
      title={user ? 'Admins only' : 'Please sign in'}
      actions={
        user ? (
          <ButtonLink to="/">Back to home</ButtonLink>
        ) : (
          <ButtonLink to="/login">Sign in</ButtonLink>
        )
      }
    >
      <p>
        {user
          ? 'This page is for site administrators. Your account does not have access to it.'
          : 'This page is for site administrators. Sign in with an admin account to continue.'}
      </p>
    </StatusPage>
  );
}
