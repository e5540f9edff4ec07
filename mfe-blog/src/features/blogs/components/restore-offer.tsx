import { Button } from '@brightwave/web-kit';
import { blogDate } from '../format';
import { FORM_TEXTS } from '../hooks/use-blog-form';
import type { SavedWork } from '../hooks/use-autosave';
import styles from './blog-form.module.css';

/** Writing kept in the browser from an earlier visit, and when it was kept: Restore or Discard. */
export function RestoreOffer({
  saved,
  onRestore,
  onDiscard,
}: {
  saved: SavedWork;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <div className={styles.restore} role="region" aria-label="Unsaved writing">
      <p>
        {FORM_TEXTS.restorePrompt} {blogDate(new Date(saved.savedAt).toISOString())},{' '}
        {new Date(saved.savedAt).toLocaleTimeString('en-US', {
          hour: 'numeric',
          minute: '2-digit',
        })}
        : <strong>{saved.title || 'Untitled'}</strong>. {FORM_TEXTS.restoreNote}
      </p>
      <div className={styles.buttons}>
        <Button size="small" onClick={onRestore}>
          Restore
        </Button>
        <Button size="small" variant="ghost" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </div>
  );
}
