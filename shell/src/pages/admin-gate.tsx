import type { ReactNode } from 'react';
import { AdminOnlyPage, useSessionUser } from '@brightwave/web-kit';

/** Admin pages show only to a signed-in admin; the API enforces the same on every admin call. */
export function AdminGate({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  if (user?.admin) return children;
  return <AdminOnlyPage signedIn={Boolean(user)} />;
}
