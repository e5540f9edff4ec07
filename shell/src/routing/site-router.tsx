import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from '@brightwave/web-kit/router';
import type { RouteInfo, RuntimeConfig } from '@brightwave/web-kit';
import { fetchManifestText } from '../federation/manifests';
import { SlotLoading } from '../federation/remote-slot';
import type { DocumentHead } from '../layout/document-head';
import { SiteLayout } from '../layout/site-layout';
import { RouteErrorPage } from '../pages/route-error-page';
import { RouteCatalog, validRoutes } from './route-catalog';
import { RoutePage } from './route-page';
import { UnmatchedRoute } from './unmatched-route';

const LAYOUT = 'site';

/** One route of a remote's list as a react-router route. */
export function routeObject(remote: string, route: RouteInfo): RouteObject {
  return {
    id: `${remote} ${route.path}`,
    path: route.path,
    handle: {
      title: route.title,
      description: route.description,
      image: route.image,
    } satisfies DocumentHead,
    element: <RoutePage remote={remote} route={route} />,
  };
}

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
  const manifest = JSON.parse(await fetchManifestText(entry)) as { routes?: unknown };
  return validRoutes(remote, manifest.routes ?? []);
}

/** Where the remotes' route lists come from: site.config.json's remotes, in its order. */
export function routeCatalog(config: RuntimeConfig) {
  return new RouteCatalog<RouteObject>(
    config.remotes.map((remote) => remote.name),
    (remote) => loadRouteList(config, remote),
    (remote, routes) => routes.map((route) => routeObject(remote, route)),
  );
}

/** The shell's own routes: the layout and a catch-all; the remotes' routes are patched in. */
export function siteRoutes(catalog: RouteCatalog<RouteObject>): RouteObject[] {
  return [
    {
      id: LAYOUT,
      element: <SiteLayout />,
      errorElement: <RouteErrorPage />,
      // Until the first route is known: the frame with the page's slot loading, as it will be.
      hydrateFallbackElement: (
        <SiteLayout>
          <SlotLoading />
        </SiteLayout>
      ),
      children: [{ path: '*', element: <UnmatchedRoute catalog={catalog} /> }],
    },
  ];
}

/** react-router's patchRoutesOnNavigation: adds the routes of the remotes a path needs. */
export function discoverRoutes(
  catalog: RouteCatalog<RouteObject>,
): PatchRoutesOnNavigationFunction {
  return ({ path, patch }) => catalog.discover(path, (routes) => patch(LAYOUT, routes));
}

/**
 * The site's router: the layout and a catch-all at first; the remotes' routes are added as
 * navigation needs them (patchRoutesOnNavigation), from the lists the remotes publish.
 */
export function createSiteRouter(config: RuntimeConfig) {
  const catalog = routeCatalog(config);
  return createBrowserRouter(siteRoutes(catalog), {
    patchRoutesOnNavigation: discoverRoutes(catalog),
  });
}
