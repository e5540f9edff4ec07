import type { RouteObject } from 'react-router-dom';
import { routeTable, type RouteEntry } from '@brightwave/web-kit';
import { RemoteSlot } from './federation/remote-slot';
import { SiteLayout, type RouteHandle } from './layout/site-layout';
import { AdminGate } from './pages/admin-gate';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';

function pageOf(entry: RouteEntry) {
  // Keyed per route: two routes of one remote never share a page's state.
  const slot = (
    <RemoteSlot key={entry.path} remote={entry.remote} module={entry.module} props={entry.props} />
  );
  return entry.adminOnly ? <AdminGate>{slot}</AdminGate> : slot;
}

/** Every route of the spec, each rendered by the remote that owns it, inside the site layout. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...routeTable.map((entry): RouteObject => ({
        path: entry.path,
        handle: { title: entry.title } satisfies RouteHandle,
        element: pageOf(entry),
      })),
      {
        path: '*',
        handle: { title: 'Page not found' } satisfies RouteHandle,
        element: <NotFoundPage />,
      },
    ],
  },
];
