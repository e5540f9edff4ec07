import { useId, useState } from 'react';
import {
  allowedActions,
  TEXTS,
  type AuthorApplication,
  type AuthorApplicationAction,
  type AuthorApplicationStatus,
} from '@brightwave/contracts';
import { Button, type ButtonVariant, Notice, Spinner } from '@brightwave/web-kit';
import { decideApplication } from '../api/decide-application';
import styles from './applications.module.css';

const ACTION: Record<AuthorApplicationAction, { label: string; variant: ButtonVariant }> = {
  accept: { label: 'Accept', variant: 'primary' },
  reject: { label: 'Reject', variant: 'danger' },
  reset: { label: 'Reset to pending', variant: 'secondary' },
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

export function StatusBadge({ status }: { status: AuthorApplicationStatus }) {
  return <span className={`${styles.badge} ${styles[status]}`}>{TEXTS.admin.badges[status]}</span>;
}

interface ApplicationCardProps {
  application: AuthorApplication;
  /** Called with the updated application after a successful decision. */
  onDecided: (application: AuthorApplication) => void;
}

/** One application: who, why, when, its status, the actions its status allows and its history. */
export function ApplicationCard({ application, onDecided }: ApplicationCardProps) {
  const [busy, setBusy] = useState<AuthorApplicationAction | undefined>();
  const [error, setError] = useState('');
  const titleId = useId();

  async function decide(action: AuthorApplicationAction) {
    setBusy(action);
    setError('');
    try {
      onDecided(await decideApplication(action, application._id, application.status));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <div className={styles.who}>
          <h2 id={titleId} className={styles.name}>
            {application.name}
          </h2>
          <a href={`mailto:${application.email}`} className={styles.email}>
            {application.email}
          </a>
        </div>
        <StatusBadge status={application.status} />
      </header>
      <p className={styles.date}>
        Applied{' '}
        <time dateTime={application.createdAt}>
          {dateFormat.format(new Date(application.createdAt))}
        </time>
      </p>
      <p className={styles.description}>{application.description}</p>

      {error && <Notice tone="error">{error}</Notice>}
      <div className={styles.actions}>
        {allowedActions(application.status).map((action) => (
          <Button
            key={action}
            size="small"
            variant={ACTION[action].variant}
            disabled={busy !== undefined}
            aria-describedby={titleId}
            onClick={() => void decide(action)}
          >
            {busy === action && <Spinner />}
            {ACTION[action].label}
          </Button>
        ))}
      </div>

      {application.history.length > 0 && (
        <details className={styles.history}>
          <summary>Decision history ({application.history.length})</summary>
          <ol>
            {application.history.map((decision) => (
              <li key={`${decision.at}-${decision.to}`}>
                <StatusBadge status={decision.to} /> by {decision.byName} on{' '}
                <time dateTime={decision.at}>{dateTimeFormat.format(new Date(decision.at))}</time>{' '}
                <span className={styles.muted}>(was {TEXTS.admin.badges[decision.from]})</span>
              </li>
            ))}
          </ol>
        </details>
      )}
    </article>
  );
}
