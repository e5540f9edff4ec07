import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from '@brightwave/web-kit/router';
import type { RouteInfo, RuntimeConfig } from '@brightwave/web-kit';
import { fetchManifest } from '../federation/manifests';
import { reportRemoteError } from '../federation/remote-reports';
import { SlotLoading } from '../federation/remote-slot';
import { useDocumentHead } from '../layout/document-head';
import { routeHead } from '../layout/page-head';
import { SiteLayout } from '../layout/site-layout';
import { RouteErrorBoundary } from '../pages/route-error-page';
import { RouteCatalog, validRoutes, type SiteRoute } from './route-catalog';
import { RoutePage } from './route-page';
import { UnmatchedRoute } from './unmatched-route';

/** What a route of the site shows (tests give their own pages). */
export type RenderRoute = (route: SiteRoute) => ReactNode;

const routePage: RenderRoute = ({ remote, route }) => <RoutePage remote={remote} route={route} />;

/**
 * A remote's route list: the copy the shell's server wrote into the page (used once: a Retry
 * asks the remote itself), else the copy of its routes.json inside its mf-manifest.json.
 */
async function loadRouteList(config: RuntimeConfig, remote: string): Promise<RouteInfo[]> {
  const inlined = config.routes?.[remote];
  if (inlined) {
    delete config.routes![remote];
    return validRoutes(remote, inlined);
  }
  const { entry } = config.remotes.find((candidate) => candidate.name === remote)!;
  const manifest = (await fetchManifest(entry)) as { routes?: unknown };
  return validRoutes(remote, manifest.routes ?? []);
}

/** Where the remotes' route lists come from: site.config.json's remotes, in its order. */
export function routeCatalog(config: RuntimeConfig) {
  return new RouteCatalog(
    config.remotes.map((remote) => remote.name),
    (remote) =>
      loadRouteList(config, remote).catch((error: unknown) => {
        // The remote's entry did not load: its pages cannot show.
        reportRemoteError(remote, error, true);
        throw error;
      }),
  );
}

/** A route of the site: its page, and the document head its list gives (title, description, OG). */
function KnownRoute({ head, children }: { head: RouteInfo; children: ReactNode }) {
  useDocumentHead(routeHead(head));
  return children;
}

/**
 * The page for the current path: the route that claims it; while nobody does and some route list
 * has not answered yet, the page's slot loading (as the page will take it); then the not-found
 * page (or "Loading chunk failed" while a list is missing). A path nobody claims asks for the
 * lists not loaded yet, on every navigation to it (Retry navigates to the same place).
 */
function SitePage({ catalog, render }: { catalog: RouteCatalog; render: RenderRoute }) {
  const { pathname, key } = useLocation();
  useSyncExternalStore(catalog.subscribe, catalog.snapshot);
  const known = catalog.routes();
  const claimed = catalog.claims(pathname);
  useEffect(() => {
    if (!claimed) void catalog.discover();
  }, [catalog, claimed, key]);
  const routes = useMemo<RouteObject[]>(
    () => [
      ...known.map((site) => ({
        path: site.route.path,
        element: <KnownRoute head={site.route}>{render(site)}</KnownRoute>,
      })),
      { path: '*', element: <UnmatchedRoute catalog={catalog} /> },
    ],
    [known, catalog, render],
  );
  const page = useRoutes(routes);
  if (!claimed && catalog.waiting()) return <SlotLoading />;
  return page;
}

/**
 * The site inside a router (BrowserRouter): the frame (header, footer, chat button) around the
 * current path's page, and the error page for anything no slot handled, until the next navigation.
 */
export function SiteRouter({
  catalog,
  render = routePage,
}: {
  catalog: RouteCatalog;
  render?: RenderRoute;
}) {
  const { key } = useLocation();
  return (
    <RouteErrorBoundary resetKey={key}>
      <SiteLayout>
        <SitePage catalog={catalog} render={render} />
      </SiteLayout>
    </RouteErrorBoundary>
  );
}
