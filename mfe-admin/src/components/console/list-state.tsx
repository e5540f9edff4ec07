import { Button, Spinner } from '@brightwave/web-kit';
import type { ReactNode } from 'react';
import styles from './console.module.css';
import type { DataState } from '../../hooks/use-admin-data';

interface ListStateProps<T> {
  state: DataState<T>;
  /** What is loading, for screen readers ("Loading leads"). */
  loadingLabel: string;
  /** True when the loaded list has nothing in it (never, when not given). */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/** Every list's loading, failure (with Retry) and empty states, then the list itself. */
export function ListState<T>({
  state,
  loadingLabel,
  isEmpty,
  empty,
  onRetry,
  children,
}: ListStateProps<T>) {
  if (state.status === 'error') {
    return (
      <div className={styles.failure} role="alert">
        <p>
          <strong>This list could not be loaded.</strong> {state.message}
        </p>
        <Button variant="secondary" size="small" onClick={onRetry}>
          Retry
        </Button>
      </div>
    );
  }
  if (state.data === undefined) {
    return (
      <div className={styles.loading}>
        <Spinner label={loadingLabel} size="large" />
      </div>
    );
  }
  return (
    <div aria-busy={state.status === 'loading'}>
      {isEmpty?.(state.data) ? <p className={styles.empty}>{empty}</p> : children(state.data)}
    </div>
  );
}
