import { Button, Spinner } from '@brightwave/web-kit';
import type { ReactNode } from 'react';
import styles from './console.module.css';
import type { AdminLoad } from '../../hooks/use-admin-data';

interface ListStateProps<T> {
  /** What useAdminData returns: its state, the latest data (shown while reloading), reload. */
  load: AdminLoad<T>;
  /** What is loading, for screen readers ("Loading leads"). */
  loadingLabel: string;
  /** True when the loaded list has nothing in it (never, when not given). */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Every list's loading, failure (with Retry) and empty states, then the list itself. */
export function ListState<T>({
  load: { state, latest, reload },
  loadingLabel,
  isEmpty,
  empty,
  children,
}: ListStateProps<T>) {
  if (state.status === 'failed') {
    return (
      <div className={styles.failure} role="alert">
        <p>
          <strong>This list could not be loaded.</strong> {state.message}
        </p>
        <Button variant="secondary" size="small" onClick={reload}>
          Retry
        </Button>
      </div>
    );
  }
  if (latest === undefined) {
    return (
      <div className={styles.loading}>
        <Spinner label={loadingLabel} size="large" />
      </div>
    );
  }
  return (
    <div aria-busy={state.status === 'loading'}>
      {isEmpty?.(latest) ? <p className={styles.empty}>{empty}</p> : children(latest)}
    </div>
  );
}
