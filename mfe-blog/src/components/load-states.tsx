// The states a list or a post shows before (or instead of) its content, in the blog's look.
import { Button, Spinner } from '@brightwave/web-kit';
import styles from './blog-page.module.css';

export const LIST_TEXTS = {
  loading: 'Loading blogs...',
  failed: 'We could not load the blogs. Please check your connection and try again.',
  empty: 'No blogs yet. Check back soon!',
  noMatch: 'No blogs match your search.',
  pages: 'Blog pages',
} as const;

/** A large spinner; `text` repeats its label on screen. */
export function LoadingState({ label, text }: { label: string; text?: boolean }) {
  return (
    <div className={styles.state}>
      <Spinner size="large" label={label} />
      {text && <p aria-hidden="true">{label}</p>}
    </div>
  );
}

/** A failed load, said as an alert (a page's heading when `heading`), with Retry. */
export function FailedState({
  message,
  onRetry,
  heading,
}: {
  message: string;
  onRetry: () => void;
  heading?: boolean;
}) {
  const Title = heading ? 'h1' : 'p';
  return (
    <div className={styles.state} role="alert">
      <Title className={styles.stateTitle}>{message}</Title>
      <Button onClick={onRetry}>Retry</Button>
    </div>
  );
}

/** Nothing to list, and why. */
export function EmptyState({ message }: { message: string }) {
  return (
    <div className={styles.state}>
      <p className={styles.stateTitle}>{message}</p>
    </div>
  );
}
