// Server-side only (a remote's Node bundle, run by its build; see scripts/webpack/create-config.js
// serverConfig): each page that reads the same for every visitor, rendered to HTML, so the shell's
// server can send a page's first screen inside its HTML before any script runs. The browser then
// renders the same page over it with React.
import { renderToString } from 'react-dom/server';
// StaticRouter is for server rendering only, so the browsers' shared facade leaves it out.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router';
import { isPrerenderable, type RouteDefinition } from '../routes/define-routes';

export interface RenderedPage {
  path: string;
  html: string;
}

export interface RenderedPages {
  pages: RenderedPage[];
  /** Pages that could not be rendered without a browser, with why (they load as before). */
  skipped: { path: string; reason: string }[];
}

/** The HTML of each prerenderable route's page as the browser first renders it. */
export async function renderPages(routes: RouteDefinition[]): Promise<RenderedPages> {
  const result: RenderedPages = { pages: [], skipped: [] };
  for (const route of routes.filter(isPrerenderable)) {
    try {
      const { default: Page } = await route.page();
      const html = renderToString(
        <StaticRouter location={route.path}>
          <Page {...route.props} />
        </StaticRouter>,
      );
      result.pages.push({ path: route.path, html });
    } catch (error) {
      result.skipped.push({
        path: route.path,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return result;
}
