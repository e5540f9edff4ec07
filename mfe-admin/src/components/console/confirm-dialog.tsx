import { MODERATION_REASON_MAX } from '@brightwave/contracts';
import { Button, Modal } from '@brightwave/web-kit';
import { useId, useState, type FormEvent } from 'react';
import styles from './console.module.css';

export interface ConfirmRequest {
  title: string;
  description: string;
  confirmLabel: string;
  /** Ask for a reason (kept in the audit log); required then. */
  withReason?: boolean;
  danger?: boolean;
  /** Does the change; a rejection is shown in the dialog, which stays open. */
  action: (reason: string) => Promise<void>;
}

/**
 * The confirmation every destructive or role-changing action goes through: an accessible dialog
 * (focus kept inside, Escape cancels), an optional reason, and the server's refusal shown in it.
 */
export function ConfirmDialog({
  request,
  onClose,
}: {
  request: ConfirmRequest | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const errorId = useId();

  const close = () => {
    setReason('');
    setError('');
    setBusy(false);
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!request) return;
    if (request.withReason && reason.trim().length < 3) {
      setError('Please give a reason (at least 3 characters).');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await request.action(reason.trim());
      close();
    } catch (failure) {
      setBusy(false);
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <Modal
      open={request !== null}
      title={request?.title ?? ''}
      description={request?.description}
      onClose={close}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        {request?.withReason && (
          <div className={styles.field}>
            <label htmlFor={reasonId}>Reason (kept in the audit log)</label>
            <textarea
              id={reasonId}
              value={reason}
              maxLength={MODERATION_REASON_MAX}
              rows={3}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
        )}
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant={request?.danger ? 'danger' : 'primary'} disabled={busy}>
            {busy ? 'Working…' : request?.confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
