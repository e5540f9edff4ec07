import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@brightwave/web-kit/router';
import { useSessionUser } from '@brightwave/web-kit';
import { PAGE_PATHS } from '@brightwave/site-content';

/** Pages for signed-in users: a visitor goes to /login, which brings them back here (`next`). */
export function UserGate({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const { pathname, search, hash } = useLocation();
  if (user) return children;
  return (
    <Navigate
      replace
      to={`${PAGE_PATHS.login}?next=${encodeURIComponent(pathname + search + hash)}`}
    />
  );
}
