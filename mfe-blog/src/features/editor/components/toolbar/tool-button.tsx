import type { ReactNode } from 'react';
import styles from '../rich-text-editor.module.css';

interface ToolButtonProps {
  label: string;
  pressed?: boolean;
  onAction: () => void;
  children: ReactNode;
  disabled?: boolean;
}

/** A toolbar button: keeps the editor's selection on click, says whether it is on. */
export function ToolButton({ label, pressed, onAction, children, disabled }: ToolButtonProps) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onAction}
    >
      {children}
    </button>
  );
}
