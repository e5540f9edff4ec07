// The server entry (built for Node beside the browser bundles; see webpack.config.js, and
// published with the remote's files: scripts/post-build.js): this remote's pages that read the
// same for every visitor, rendered to HTML by its build (`render`), and the pages that show API
// data (a route's `render` sources: a post, the list's first page), rendered by the shell's server
// for each request from the API's answers (`renderRoute`), so a page's first screen is in its HTML.
import {
  renderPages,
  renderRoute as renderAt,
  type RenderRequest,
} from '@brightwave/web-kit/prerender';
import routes from './routes';

export const render = () => renderPages(routes);

export const renderRoute = (request: RenderRequest) => renderAt(routes, request);
