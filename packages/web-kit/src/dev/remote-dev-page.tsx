import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { loadRuntimeConfig } from '../config/runtime-config';
import { chatPanel, routeTable, type RemoteName, type RouteEntry } from '../routes/route-table';
import '../tokens.css';
import '../base.css';

type PageModule = { default: ComponentType<Record<string, string>> };

/**
 * A remote's standalone page for development: its own routes from the route table, without the
 * shell. Production visitors never see it; the shell loads the exposed modules instead.
 */
export async function mountRemoteDevPage(
  remote: RemoteName,
  /** The remote's exposes.json: exposed name to file. */
  exposes: Record<string, string>,
  /** Imports one exposed file; written in the remote, so webpack bundles the remote's own files. */
  importFile: (file: string) => Promise<PageModule>,
) {
  await loadRuntimeConfig();
  const routes: Pick<RouteEntry, 'path' | 'module' | 'props'>[] = routeTable.filter(
    (route) => route.remote === remote,
  );
  // The chat panel has no route of its own in the site: here it gets the page's root.
  if (remote === chatPanel.remote) routes.push({ path: '/', module: chatPanel.module });
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
            const file = exposes[route.module];
            if (!file) throw new Error(`${remote} does not expose ${route.module}`);
            const Page = lazy(() => importFile(file.replace('./src/', '')));
            return <Route key={route.path} path={route.path} element={<Page {...route.props} />} />;
          })}
        </Routes>
      </Suspense>
    </BrowserRouter>,
  );
}
