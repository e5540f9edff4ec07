// The router the site's code uses, and the one module every app shares for it (Module Federation
// singleton): react-router-dom, the package the stack names (its 7.x re-exports react-router;
// stay on 7 while it has no newer major). Only the parts the shell and the remotes use, so each build keeps
// that much of react-router and drops the rest (the data router, server rendering, framework
// mode). The site uses the declarative API: the shell's BrowserRouter and useRoutes, the pages'
// links and hooks. Production code imports these from '@brightwave/web-kit/router', never from
// react-router-dom: a second copy would hold its own router context and the site's links would
// stop working. Tests may render with react-router-dom's MemoryRouter: in jest both are one package.
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
} from 'react-router-dom';
export type { LinkProps, RouteObject } from 'react-router-dom';
