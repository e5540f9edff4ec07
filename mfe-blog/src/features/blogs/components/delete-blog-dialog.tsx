import { TEXTS, type Blog } from '@brightwave/contracts';
import { Button, Modal, Spinner } from '@brightwave/web-kit';
import styles from './own-blogs.module.css';

/** Asks before a blog is deleted: open while `blog` is set. */
export function DeleteBlogDialog({
  blog,
  busy,
  onConfirm,
  onCancel,
}: {
  blog: Blog | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={!!blog}
      title="Delete blog"
      description={TEXTS.blogs.confirmDelete}
      onClose={onCancel}
    >
      <div className={styles.dialogButtons}>
        <Button variant="danger" disabled={busy} onClick={onConfirm}>
          {busy ? <Spinner label="Deleting" /> : null}
          Delete
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}
