import type { ComponentType, ReactNode } from 'react';
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

/** Pages whose code was loaded before the site first rendered (see preloadPage). */
const preloadedPages = new Map<string, ComponentType<Record<string, unknown>>>();
const slotName = (remote: string, path: string) => `${remote} ${path}`;

/**
 * Loads a route's page before the site first renders, so that render shows the page itself
 * rather than its loading slot: over a server-rendered first screen, the page is drawn again in
 * place instead of giving way to a spinner. A failed load is left to the slot (Retry).
 */
export async function preloadPage(remote: string, path: string): Promise<void> {
  try {
    const page = await loadPage(remote, path);
    if (page) preloadedPages.set(slotName(remote, path), page as ComponentType);
  } catch {
    // The slot loads it again and shows "Loading chunk failed" with Retry if it fails again.
  }
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
        name={slotName(remote, route.path)}
        remote={remote}
        load={() => loadPage(remote, route.path)}
        loaded={preloadedPages.get(slotName(remote, route.path))}
        props={route.props}
      />
    </AccessGate>
  );
}
