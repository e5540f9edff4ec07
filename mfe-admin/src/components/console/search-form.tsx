import { Button } from '@brightwave/web-kit';
import { useId, useState, type ReactNode } from 'react';
import styles from './console.module.css';

/** A list's search box (applied on Enter or Search) followed by its other filters. */
export function SearchForm({
  label,
  placeholder,
  onSearch,
  children,
}: {
  label: string;
  placeholder: string;
  onSearch: (text: string | undefined) => void;
  children?: ReactNode;
}) {
  const [text, setText] = useState('');
  const id = useId();
  return (
    <form
      className={styles.toolbar}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim() || undefined);
      }}
    >
      <div className={`${styles.field} ${styles.grow}`}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary">
        Search
      </Button>
      {children}
    </form>
  );
}

/** A labelled select among the filters. */
export function FilterSelect<T extends string>({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  value: T | undefined;
  allLabel: string;
  options: ReadonlyArray<readonly [T, string]>;
  onChange: (value: T | undefined) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
      >
        <option value="">{allLabel}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
