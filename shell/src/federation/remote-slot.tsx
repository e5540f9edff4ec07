import {
  Component,
  lazy,
  Suspense,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Button, Spinner } from '@brightwave/web-kit';
import { isRemoteLoadError, RemoteUnavailableError } from './remote-errors';
import { loadRemotePage } from './remotes';
import styles from './remote-slot.module.css';

type Props = Record<string, unknown>;

export interface RemoteSlotProps {
  remote: string;
  module: string;
  props?: Props;
  /** What shows while the code arrives. */
  fallback?: ReactNode;
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches a remote that cannot load and offers Retry; any other error goes on to the router's
 * error screen, so a bug is never hidden behind "Loading chunk failed".
 */
class RemoteLoadBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!isRemoteLoadError(error)) throw error;
    return (
      <div className={styles.failed} role="alert">
        <p className={styles.failedTitle}>Loading chunk failed</p>
        <p className={styles.failedText}>
          This part of the page could not be loaded. Check your connection and try again.
        </p>
        <Button variant="secondary" onClick={this.props.onRetry}>
          Retry
        </Button>
      </div>
    );
  }
}

export function RemoteSlot({ remote, module, props, fallback }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  // A lazy component caches its rejected promise, so each attempt needs a new one (see notes).
  const Page = useMemo(
    () =>
      lazy(async () => {
        const loaded = await loadRemotePage(remote, module);
        if (!loaded) throw new RemoteUnavailableError(`${remote}/${module}`);
        return { default: loaded as ComponentType<Props> };
      }),
    // `attempt` is the point: a new lazy component per retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );

  return (
    // Keyed on what it shows, so a failure of one page is not kept when another page takes the slot.
    <RemoteLoadBoundary
      key={`${remote}/${module}#${attempt}`}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense
        fallback={
          fallback ?? (
            <div className={styles.loading}>
              <Spinner size="large" label="Loading" />
            </div>
          )
        }
      >
        <Page {...props} />
      </Suspense>
    </RemoteLoadBoundary>
  );
}
