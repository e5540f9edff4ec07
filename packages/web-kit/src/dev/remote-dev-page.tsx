import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { loadRuntimeConfig } from '../config/runtime-config';
import type { RouteDefinition } from '../routes/define-routes';
import '../tokens.css';
import '../base.css';

/** What the dev page needs of a route: a remote's own list, or a dev-only entry (the chat panel). */
export type DevRoute = Pick<RouteDefinition, 'path' | 'page' | 'props'>;

/**
 * A remote's standalone page for development: its own routes file, without the shell. Production
 * visitors never see it; the shell loads the remote's exposed ./routes instead.
 */
export async function mountRemoteDevPage(remote: string, routes: DevRoute[]) {
  await loadRuntimeConfig();
  const root = createRoot(document.getElementById('root')!);
  root.render(
    <BrowserRouter>
      <nav aria-label="Dev routes" style={{ padding: 8, background: '#eef2f7', fontSize: 13 }}>
        <strong>{remote} (standalone dev page)</strong>{' '}
        {routes.map((route) => (
          <Link
            key={route.path}
            to={route.path.replace(/:\w+/g, 'demo')}
            style={{ marginRight: 8 }}
          >
            {route.path}
          </Link>
        ))}
      </nav>
      <Suspense fallback={<p>Loading…</p>}>
        <Routes>
          {routes.map((route) => {
            const Page = lazy(route.page);
            return <Route key={route.path} path={route.path} element={<Page {...route.props} />} />;
          })}
        </Routes>
      </Suspense>
    </BrowserRouter>,
  );
}
