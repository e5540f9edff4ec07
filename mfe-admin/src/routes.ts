// Every page this remote serves. The shell builds its router from this list at runtime, so adding
// or removing a page here and redeploying this remote alone changes the site. `page` stays a lazy
// import: the shell downloads a page only when it shows it. The build writes the same list, without
// the code, to routes.json beside mf-manifest.json.
import { defineRoutes } from '@brightwave/web-kit/routes';

const authorRequests = () => import('./pages/author-requests-page');

export default defineRoutes([
  {
    path: '/admin',
    page: authorRequests,
    title: 'Author applications',
    description: 'Review applications to write for the Brightwave blog.',
    access: 'admin',
  },
  {
    path: '/authorsRequest',
    page: authorRequests,
    title: 'Author applications',
    description: 'Review applications to write for the Brightwave blog.',
    access: 'admin',
  },
]);
