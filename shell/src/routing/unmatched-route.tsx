import { useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from '@brightwave/web-kit/router';
import { LoadFailed } from '../federation/remote-slot';
import { useDocumentHead } from '../layout/document-head';
import { NOT_FOUND_TITLE } from '../layout/page-head';
import { NotFoundPage } from '../pages/not-found-page';
import type { RouteCatalog } from './route-catalog';

/**
 * A path no loaded route list claims. While some remote's list is missing (the remote is down),
 * that remote may own it: "Loading chunk failed" with Retry rather than a misleading 404.
 */
export function UnmatchedRoute({ catalog }: { catalog: RouteCatalog }) {
  useSyncExternalStore(catalog.subscribe, catalog.snapshot);
  const failed = catalog.failedRemotes();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const missing = failed.length > 0;
  useDocumentHead({
    title: missing ? 'Loading chunk failed' : NOT_FOUND_TITLE,
    noindex: true,
    unknown: true,
  });
  if (!missing) return <NotFoundPage />;
  // Navigating to the same place asks the catalog again (a new navigation to a path nobody
  // claims), which fetches the missing lists once more: no reload.
  return (
    <LoadFailed onRetry={() => void navigate({ pathname, search, hash }, { replace: true })} />
  );
}
