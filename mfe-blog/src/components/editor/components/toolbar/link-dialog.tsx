import { useId, useState } from 'react';
import { isAllowedLinkUrl } from '@brightwave/contracts';
import { removeLink, setLink } from '../../slate/commands';
import { focusEditor, type EditorAction } from './editor-action';
import styles from '../rich-text-editor.module.css';

export const LINK_TEXTS = {
  linkInvalid: 'Use an address starting with http://, https:// or mailto:.',
} as const;

export interface LinkDialogProps {
  /** The link under the selection, when editing one. */
  current: { url: string } | undefined;
  /** The toolbar's action, with the selection remembered when the dialog opened. */
  action: EditorAction;
  onClose: () => void;
}

/**
 * The link address of the selection: Apply (Enter) sets it when the address is allowed, Remove
 * link takes an existing one off, Cancel (Escape) leaves the text as it was. Mounted on opening,
 * so each opening starts from the current link's address.
 */
export function LinkDialog({ current, action, onClose }: LinkDialogProps) {
  const { editor, act, restore } = action;
  const [url, setUrl] = useState(current?.url ?? 'https://');
  const [error, setError] = useState('');
  const inputId = useId();
  const errorId = useId();

  const cancel = () => {
    onClose();
    focusEditor(editor);
  };
  const change = (command: () => void) => {
    onClose();
    restore();
    act(command);
  };
  const apply = () => {
    const address = url.trim();
    if (!isAllowedLinkUrl(address)) {
      setError(LINK_TEXTS.linkInvalid);
      return;
    }
    change(() => setLink(editor, address));
  };

  return (
    <div className={styles.linkForm} role="group" aria-label="Link">
      <label htmlFor={inputId}>Link address</label>
      <input
        id={inputId}
        className={styles.linkInput}
        type="url"
        value={url}
        autoFocus
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setUrl(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            cancel();
          }
        }}
      />
      <button type="button" className={styles.textButton} onClick={apply}>
        Apply
      </button>
      {current && (
        <button
          type="button"
          className={styles.textButton}
          onClick={() => change(() => removeLink(editor))}
        >
          Remove link
        </button>
      )}
      <button type="button" className={styles.textButton} onClick={cancel}>
        Cancel
      </button>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
