import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@brightwave/web-kit/router';
import { hasFirstScreen, loadRuntimeConfig, startSessionSync } from '@brightwave/web-kit';
import '@fontsource-variable/inter';
import '@brightwave/web-kit/tokens.css';
import '@brightwave/web-kit/base.css';
import { measureFieldSpeed } from './field-speed';
import { reportPageLoad } from './federation/remote-reports';
import { registerRemotes } from './federation/remotes';
import { preloadPage } from './routing/route-page';
import { matchRoute } from './routing/route-match';
import { routeCatalog, SiteRouter } from './routing/site-router';
import type { RouteCatalog } from './routing/route-catalog';
import { StartupError } from './pages/startup-error';

/** How long the first render waits for route lists the HTML did not carry (a remote the shell's
 * server had not heard from): the site is drawn without them after that, as without a first screen. */
const ROUTE_LISTS_WAIT_MS = 5_000;

/** Loads the route lists, then the page of the current URL's route, if it has a first screen. */
async function preloadCurrentPage(catalog: RouteCatalog) {
  await Promise.race([
    catalog.discover(),
    new Promise((resolve) => setTimeout(resolve, ROUTE_LISTS_WAIT_MS)),
  ]);
  const { pathname } = window.location;
  const site = catalog
    .routes()
    .find(({ route }) => hasFirstScreen(route) && matchRoute(route.path, pathname));
  if (site) await preloadPage(site.remote, site.route.path);
}

async function main() {
  const container = document.getElementById('root')!;
  // The page's first screen, when the shell's server sent one (shell/server).
  const firstScreen = container.hasChildNodes();
  const root = createRoot(container);
  let catalog;
  try {
    const config = await loadRuntimeConfig();
    registerRemotes(config);
    reportPageLoad();
    catalog = routeCatalog(config);
    void measureFieldSpeed(config, catalog);
  } catch (error) {
    root.render(<StartupError error={error} />);
    return;
  }
  // Over a first screen, the first render draws the same page in its place: the route lists (in
  // the HTML) and the page's code come first, so no loading slot replaces what the visitor reads.
  // (It is drawn anew rather than hydrated: the page was rendered apart from the frame, so React's
  // generated ids would not match the browser's tree.)
  if (firstScreen) await preloadCurrentPage(catalog);
  // Roles granted or withdrawn meanwhile show on load and whenever the tab regains focus.
  startSessionSync();
  const site = (
    <StrictMode>
      <BrowserRouter>
        <SiteRouter catalog={catalog} />
      </BrowserRouter>
    </StrictMode>
  );
  // Over a first screen the visitor already reads the page: React draws it in slices that yield
  // to the browser (a transition) rather than in one long task that would hold up a tap or a
  // scroll on a slow phone.
  if (firstScreen) startTransition(() => root.render(site));
  else root.render(site);
}

void main();
