import type { ReactNode } from 'react';
import { ariaKeyShortcuts } from '../../slate/shortcuts';
import styles from '../rich-text-editor.module.css';

interface ToolButtonProps {
  label: string;
  /** Its keyboard shortcut (an is-hotkey string), exposed as aria-keyshortcuts. */
  shortcut?: string;
  /** The tooltip, when it should say more than the label. */
  title?: string;
  pressed?: boolean;
  onAction: () => void;
  children: ReactNode;
  disabled?: boolean;
}

/**
 * A toolbar button: keeps the editor's selection on click, says whether it is on and which keys
 * do the same.
 */
export function ToolButton({
  label,
  shortcut,
  title = label,
  pressed,
  onAction,
  children,
  disabled,
}: ToolButtonProps) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      title={title}
      aria-keyshortcuts={shortcut && ariaKeyShortcuts(shortcut)}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onAction}
    >
      {children}
    </button>
  );
}
