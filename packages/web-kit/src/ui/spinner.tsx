import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Text for screen readers; omit when a visible label already says what is happening. */
  label?: string;
  size?: 'inline' | 'large';
}

export function Spinner({ label, size = 'inline' }: SpinnerProps) {
  const cls = [styles.spinner, size === 'large' && styles.large].filter(Boolean).join(' ');
  return label ? (
    <span role="status" aria-live="polite">
      <span className={cls} aria-hidden="true" />
      <span className="bw-visually-hidden">{label}</span>
    </span>
  ) : (
    <span className={cls} aria-hidden="true" />
  );
}
