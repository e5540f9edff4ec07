import { useSlate } from 'slate-react';
import { markValue } from '../../slate/commands';
import type { ValueMark } from '../../slate/custom-types';
import styles from '../rich-text-editor.module.css';

interface MarkSelectProps {
  label: string;
  mark: ValueMark;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The value meaning "no mark". */
  defaultValue: string;
  /** Picking the default passes undefined: the mark is removed. */
  onPick: (value: string | undefined) => void;
  swatch?: 'text' | 'background';
}

/** A palette control (colour, background, size): a native select, labelled, with a swatch. */
export function MarkSelect({
  label,
  mark,
  options,
  defaultValue,
  onPick,
  swatch,
}: MarkSelectProps) {
  const editor = useSlate();
  const current = markValue(editor, mark);
  const value = current === undefined ? defaultValue : String(current);
  return (
    <label className={styles.selectLabel}>
      <span className="bw-visually-hidden">{label}</span>
      {swatch && (
        <span
          aria-hidden="true"
          className={`${styles.swatch} ${swatch === 'background' ? styles.swatchBackground : ''}`}
          style={{ background: value || 'transparent' }}
        />
      )}
      <select
        className={styles.select}
        value={value}
        onChange={(event) =>
          onPick(event.target.value === defaultValue ? undefined : event.target.value)
        }
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
