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
import { reportRemoteError } from './remote-reports';
import styles from './remote-slot.module.css';

type Props = Record<string, unknown>;

export interface RemoteSlotProps {
  /** Names what the slot shows (remote, module, route): a new name starts afresh. */
  name: string;
  /** The remote whose code it shows: what an error caught here is reported against. */
  remote: string;
  /** Loads the component; called again on Retry. */
  load: () => Promise<unknown>;
  props?: Props;
  /** What shows while the code arrives. */
  fallback?: ReactNode;
  /** The component, when its code is here already: shown at once, without the fallback. */
  loaded?: ComponentType<Props>;
  /**
   * For a slot that is not the page (the chat panel, a header widget): any error inside it is
   * contained and the slot says "<unavailable> is unavailable" with Retry, so the page keeps
   * working. Without it (the page's slot), only a failed load is caught here and any other error
   * goes on to the router's error screen, so a bug is never hidden behind "Loading chunk failed".
   */
  unavailable?: string;
}

/** "Loading chunk failed" with Retry: a remote's code could not be fetched. */
export function LoadFailed({ onRetry, compact }: { onRetry: () => void; compact?: boolean }) {
  return (
    <div className={compact ? `${styles.failed} ${styles.compact}` : styles.failed} role="alert">
      <p className={styles.failedTitle}>Loading chunk failed</p>
      <p className={styles.failedText}>
        This part of the page could not be loaded. Check your connection and try again.
      </p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

function SlotUnavailable({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className={`${styles.failed} ${styles.compact}`} role="alert">
      <p className={styles.failedTitle}>{what} is unavailable</p>
      <p className={styles.failedText}>
        Something went wrong here. The rest of the page still works.
      </p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

/** What a slot shows while its code arrives. */
export function SlotLoading() {
  return (
    <div className={styles.loading}>
      <Spinner size="large" label="Loading" />
    </div>
  );
}

interface BoundaryProps {
  remote: string;
  onRetry: () => void;
  unavailable?: string;
  children: ReactNode;
}

class RemoteBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    const { onRetry, unavailable, remote } = this.props;
    if (!error) return this.props.children;
    // Reported here, also for an error passed on to the router's error screen, which no longer
    // knows which remote threw it (once per error: a render may run twice).
    reportRemoteError(remote, error);
    if (isRemoteLoadError(error)) return <LoadFailed onRetry={onRetry} compact={!!unavailable} />;
    if (unavailable) return <SlotUnavailable what={unavailable} onRetry={onRetry} />;
    throw error;
  }
}

export function RemoteSlot({
  name,
  remote,
  load,
  props,
  fallback,
  unavailable,
  loaded,
}: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  // A lazy component caches its rejected promise, so each attempt needs a new one (see notes).
  const Loaded = useMemo(
    () =>
      (attempt === 0 && loaded) ||
      lazy(async () => {
        const component = await load();
        if (!component) throw new RemoteUnavailableError(name);
        return { default: component as ComponentType<Props> };
      }),
    // `attempt` is the point: a new lazy component per retry. `load` is new on every render of
    // the caller; `name` says what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [name, attempt],
  );

  return (
    // Keyed on what it shows, so a failure of one page is not kept when another page takes the slot.
    <RemoteBoundary
      key={`${name}#${attempt}`}
      remote={remote}
      unavailable={unavailable}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={fallback ?? <SlotLoading />}>
        <Loaded {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
