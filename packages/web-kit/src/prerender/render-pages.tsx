// Server-side only (a remote's Node bundle, run by its build; see scripts/webpack/create-config.js
// serverConfig): each page that reads the same for every visitor, rendered to HTML, so the shell's
// server can send a page's first screen inside its HTML before any script runs. The browser then
// renders the same page over it with React. Pages that show API data (a route's `render`) are
// rendered per request instead (renderRoute), when the shell's server asks with the answers.
import { renderToString } from 'react-dom/server';
// StaticRouter is for server rendering only, so the browsers' shared facade leaves it out.
// eslint-disable-next-line no-restricted-imports
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { renderWithAnswers, type FirstAnswers } from '../api/first-answers';
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

/** What the shell's server asks a remote's server build to render for one request. */
export interface RenderRequest {
  /** The route's path pattern, as the remote declares it: "/blogDetails/:id". */
  route: string;
  /** The page's URL (path and query). */
  url: string;
  /** The API's address, which the page's links to the API (images) carry. */
  apiUrl: string;
  /** The answers to the route's `render.data` calls (fetched anonymously), by path. */
  answers: FirstAnswers;
}

/** A page rendered for a request: its HTML (the root element's content) and HTTP status. */
export interface RenderedRoute {
  status: number;
  html: string;
}

/**
 * The HTTP status of a page rendered from these answers: 200 when every call succeeded, 404 when
 * one found nothing (404, or 400 for an id that cannot exist: the page says so), else undefined
 * (the API failed or refused: the page is drawn by the browser, which may retry or sign in).
 */
function statusOf(answers: FirstAnswers): number | undefined {
  const statuses = Object.values(answers).map((answer) => answer.status);
  if (statuses.every((status) => status >= 200 && status < 300)) return 200;
  if (statuses.some((status) => status === 404 || status === 400)) return 404;
  return undefined;
}

/**
 * A route's page at a URL as the browser first renders it from the same answers (the page's data
 * hooks read them: web-kit's firstAnswer), or undefined when it is not to be rendered here.
 */
export async function renderRoute(
  routes: RouteDefinition[],
  request: RenderRequest,
): Promise<RenderedRoute | undefined> {
  const route = routes.find((r) => r.path === request.route && r.render);
  const status = statusOf(request.answers);
  if (!route || status === undefined) return undefined;
  const { default: Page } = await route.page();
  const html = renderWithAnswers({ apiUrl: request.apiUrl, answers: request.answers }, () =>
    renderToString(
      <StaticRouter location={request.url}>
        {/* Within its route, so the page reads its parameters as in the browser. */}
        <Routes>
          <Route path={route.path} element={<Page {...route.props} />} />
        </Routes>
      </StaticRouter>,
    ),
  );
  return { status, html };
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
