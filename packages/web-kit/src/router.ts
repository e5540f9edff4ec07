// The router the site's code uses, and the one module every app shares for it (Module Federation
// singleton): only the parts of react-router the shell and the remotes use, so each build keeps
// that much of react-router and drops the rest (the data router, server rendering, framework
// mode). The site uses the declarative API: the shell's BrowserRouter and useRoutes, the pages'
// links and hooks. Production code imports these from '@brightwave/web-kit/router', never from
// react-router: a second copy would hold its own router context and the site's links would stop
// working. Tests may render with react-router's MemoryRouter: in jest both are one package.
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { LinkProps, RouteObject } from 'react-router';
