import type { Page } from '@brightwave/contracts';
import { useCallback, useState } from 'react';
import { useAdminData } from './use-admin-data';

/** A list's filters as they go into the query string (unset ones left out). */
type Filters = Record<string, string | undefined>;

/**
 * A paged admin list and its filters: `filter()` merges changes and goes back to page 1,
 * `filtered` says whether any filter is set (for the "nothing matches" text).
 */
export function usePagedList<T, F extends Filters = Filters>(path: string) {
  const [filters, setFilters] = useState<Partial<F>>({});
  const [page, setPage] = useState(1);
  const load = useAdminData<Page<T>>(path, { ...filters, page });

  const filter = useCallback((changes: Partial<F>) => {
    setFilters((current) => ({ ...current, ...changes }));
    setPage(1);
  }, []);

  const filtered = Object.values(filters).some(Boolean);
  return { ...load, setPage, filters, filter, filtered };
}
