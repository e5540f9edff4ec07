import { useEffect, useId, useRef, useState } from 'react';
import { RECOMMENDED_COVER } from '@brightwave/contracts';
import { mediaSrc } from '../api/media';
import styles from './blog-form.module.css';

export const COVER_TEXTS = {
  notImage: 'Please choose an image file (JPEG, PNG, WebP or GIF).',
  hint: `Drag and drop an image here, or browse. Recommended ${RECOMMENDED_COVER.width}x${RECOMMENDED_COVER.height}.`,
} as const;

export interface CoverPickerProps {
  /** The stored cover (a /media/ path), shown until another is chosen. */
  current?: string;
  file?: File;
  onFile: (file: File) => void;
  /** The cover goes (the post has none until another is chosen). */
  onRemove: () => void;
  invalid?: boolean;
}

/** The cover: drag and drop or browse, images only, with a preview. */
export function CoverPicker({ current, file, onFile, onRemove, invalid }: CoverPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState('');
  const [preview, setPreview] = useState<string>();
  const hintId = useId();

  useEffect(() => {
    if (!file) {
      setPreview(undefined);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const take = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) {
      setError(COVER_TEXTS.notImage);
      return;
    }
    setError('');
    onFile(chosen);
  };

  const shown = preview ?? (current ? mediaSrc(current) : undefined);
  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${hintId}-label`}>
        Cover image
      </span>
      <div
        className={[styles.drop, dragging && styles.dragging, invalid && styles.invalidBox]
          .filter(Boolean)
          .join(' ')}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          take(event.dataTransfer.files[0]);
        }}
      >
        {shown && <img className={styles.preview} src={shown} alt="Cover preview" />}
        <p id={hintId} className={styles.hint}>
          {COVER_TEXTS.hint}
        </p>
        <button type="button" className={styles.browse} onClick={() => input.current?.click()}>
          {shown ? 'Change image' : 'Browse'}
        </button>
        {shown && (
          <button type="button" className={styles.browse} onClick={onRemove}>
            Remove image
          </button>
        )}
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          aria-labelledby={`${hintId}-label`}
          aria-describedby={hintId}
          onChange={(event) => {
            take(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
