import { Button } from '@brightwave/web-kit';
import styles from './discussion.module.css';

export interface InlineErrorProps {
  message: string;
  onRetry: () => void;
  onDismiss?: () => void;
}

/** A small failure notice beside what failed, with Retry: a failed comment call is never silent. */
export function InlineError({ message, onRetry, onDismiss }: InlineErrorProps) {
  return (
    <div className={styles.error} role="alert">
      <span>{message}</span>
      <span className={styles.errorActions}>
        <Button size="small" variant="secondary" onClick={onRetry}>
          Retry
        </Button>
        {onDismiss && (
          <Button size="small" variant="ghost" onClick={onDismiss}>
            Dismiss
          </Button>
        )}
      </span>
    </div>
  );
}

/** The reason to show for a failed call. */
export function failureText(what: string, error: unknown): string {
  const reason = error instanceof Error && error.message ? ` ${error.message}` : '';
  return `${what}${reason}`;
}
