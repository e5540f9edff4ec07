import { useId, useState } from 'react';
import { BLOG_TAGS } from '@brightwave/contracts';
import styles from './blog-form.module.css';

/** Tags from the fixed seven: no empty, no duplicates, each removable. */
export function TagPicker({
  tags,
  onChange,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
}) {
  const [choice, setChoice] = useState('');
  const id = useId();
  const available = BLOG_TAGS.filter((tag) => !tags.includes(tag));
  const add = () => {
    if (!choice || tags.includes(choice)) return;
    onChange([...tags, choice]);
    setChoice('');
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        Tags
      </label>
      <div className={styles.tagRow}>
        <select
          id={id}
          className={styles.select}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value="">Choose a tag</option>
          {available.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </select>
        <button type="button" className={styles.browse} onClick={add} disabled={!choice}>
          Add tag
        </button>
      </div>
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label="Chosen tags">
          {tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
              <button
                type="button"
                className={styles.removeTag}
                aria-label={`Remove ${tag}`}
                onClick={() => onChange(tags.filter((t) => t !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
