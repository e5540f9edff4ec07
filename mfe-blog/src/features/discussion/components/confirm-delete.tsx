import { Button, Modal } from '@brightwave/web-kit';
import styles from './discussion.module.css';

export interface ConfirmDeleteProps {
  /** What is about to go: "comment" or "reply"; undefined while nothing is. */
  what: 'comment' | 'reply' | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a comment or reply is deleted. */
export function ConfirmDelete({ what, onConfirm, onCancel }: ConfirmDeleteProps) {
  return (
    <Modal
      open={what !== undefined}
      title={`Delete this ${what ?? 'comment'}?`}
      description={`The ${what ?? 'comment'} and every reply to it will be removed. This cannot be undone.`}
      onClose={onCancel}
    >
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          Delete
        </Button>
      </div>
    </Modal>
  );
}
