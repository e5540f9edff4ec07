import { useId, type FormEvent } from 'react';
import { COMMENT_TEXT_MAX } from '@brightwave/contracts';
import { Button } from '@brightwave/web-kit';
import styles from './discussion.module.css';

export interface InlineEditorProps {
  label: string;
  submitLabel: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/** A small text box with its own submit and cancel, for an inline edit or reply on one entry. */
export function InlineEditor(props: InlineEditorProps) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className={styles.inlineForm} onSubmit={submit}>
      <label className="bw-visually-hidden" htmlFor={id}>
        {props.label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={3}
        maxLength={COMMENT_TEXT_MAX}
        value={props.value}
        placeholder={props.label}
        onChange={(event) => props.onChange(event.target.value)}
        autoFocus
      />
      <div className={styles.formFoot}>
        <Button size="small" variant="ghost" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button size="small" type="submit">
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
