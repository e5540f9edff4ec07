import type { ReactNode } from 'react';
import type { RouteAccess, RouteDefinition, RouteInfo } from '@brightwave/web-kit';
import { RemoteUnavailableError } from '../federation/remote-errors';
import { RemoteSlot } from '../federation/remote-slot';
import { loadRemoteModule } from '../federation/remotes';
import { AdminGate } from '../pages/admin-gate';
import { UserGate } from '../pages/user-gate';

/** The page of one route: the remote's ./routes module, then that route's lazy page. */
async function loadPage(remote: string, path: string): Promise<unknown> {
  const routes = await loadRemoteModule<{ default?: RouteDefinition[] }>(remote, './routes');
  const route = routes?.default?.find((candidate) => candidate.path === path);
  // The remote was redeployed without this page since its list was read.
  if (!route) throw new RemoteUnavailableError(`${remote} ${path}`);
  return (await route.page()).default;
}

/** What a route's access asks for: an admin, a signed-in user, or nobody in particular. */
export function AccessGate({ access, children }: { access: RouteAccess; children: ReactNode }) {
  if (access === 'admin') return <AdminGate>{children}</AdminGate>;
  if (access === 'user') return <UserGate>{children}</UserGate>;
  return children;
}

/** One route of a remote's list, behind the gate its access asks for. */
export function RoutePage({ remote, route }: { remote: string; route: RouteInfo }) {
  return (
    <AccessGate access={route.access}>
      <RemoteSlot
        // Keyed per route: two routes of one remote never share a page's state.
        key={route.path}
        name={`${remote} ${route.path}`}
        load={() => loadPage(remote, route.path)}
        props={route.props}
      />
    </AccessGate>
  );
}
