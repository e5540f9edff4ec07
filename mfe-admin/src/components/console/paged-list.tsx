import type { Page } from '@brightwave/contracts';
import type { ReactNode } from 'react';
import { ListState } from './list-state';
import { Pager } from './pager';
import type { AdminLoad } from '../../hooks/use-admin-data';

/** A paged list's loading, failure and empty states, then its page and the pager under it. */
export function PagedList<T>({
  list,
  label,
  loadingLabel,
  empty,
  children,
}: {
  /** What usePagedList returns. */
  list: AdminLoad<Page<T>> & { setPage: (page: number) => void };
  /** Names the pager ("Leads pages"). */
  label: string;
  loadingLabel: string;
  empty: ReactNode;
  children: (page: Page<T>) => ReactNode;
}) {
  return (
    <ListState
      load={list}
      loadingLabel={loadingLabel}
      isEmpty={(data) => data.items.length === 0}
      empty={empty}
    >
      {(data) => (
        <>
          {children(data)}
          <Pager page={data} label={label} onPage={list.setPage} />
        </>
      )}
    </ListState>
  );
}
