import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { loadRuntimeConfig } from '../config/runtime-config';
import { routeTable, type RemoteName } from '../routes/route-table';
import '../tokens.css';
import '../base.css';

type Loader = () => Promise<{ default: ComponentType<Record<string, string>> }>;

/**
 * A remote's standalone page for development: its own routes from the route table, without the
 * shell. Production visitors never see it; the shell loads the exposed modules instead.
 */
export async function mountRemoteDevPage(remote: RemoteName, modules: Record<string, Loader>) {
  await loadRuntimeConfig();
  const routes = routeTable.filter((route) => route.remote === remote);
  const root = createRoot(document.getElementById('root')!);
  root.render(
    <BrowserRouter>
      <nav aria-label="Dev routes" style={{ padding: 8, background: '#eef2f7', fontSize: 13 }}>
        <strong>{remote} (standalone dev page)</strong>{' '}
        {routes.map((route) => (
          <Link key={route.path} to={route.path.replace(':id', 'demo')} style={{ marginRight: 8 }}>
            {route.path}
          </Link>
        ))}
      </nav>
      <Suspense fallback={<p>Loading…</p>}>
        <Routes>
          {routes.map((route) => {
            const loader = modules[route.module];
            if (!loader) throw new Error(`No loader for ${route.module}`);
            const Page = lazy(loader);
            return <Route key={route.path} path={route.path} element={<Page {...route.props} />} />;
          })}
        </Routes>
      </Suspense>
    </BrowserRouter>,
  );
}
