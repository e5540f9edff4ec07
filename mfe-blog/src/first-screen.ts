// The server entry (built for Node beside the browser bundles; see webpack.config.js): this
// remote's pages that read the same for every visitor, rendered to HTML by its build, so the
// shell's server sends a page's first screen in its HTML.
import { renderPages } from '@brightwave/web-kit/prerender';
import routes from './routes';

export const render = () => renderPages(routes);
