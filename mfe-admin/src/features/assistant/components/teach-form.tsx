import type { ChatLessons } from '@brightwave/contracts';
import {
  ApiError,
  Button,
  fieldControlClass,
  Field,
  Notice,
  TextAreaField,
  TextField,
} from '@brightwave/web-kit';
import { useId, useState, type FormEvent } from 'react';
import { styles } from '../../../components/console';
import { teach } from '../api/lessons';
import local from './assistant.module.css';

type Mode = 'attach' | 'new';

/**
 * Teaches the assistant one question: attached to an answer it already has (the question becomes
 * a training phrase), or with a new answer and its link (a new intent).
 */
export function TeachForm({
  question: initial,
  answers,
  onTaught,
  onCancel,
}: {
  question: string;
  answers: ChatLessons['answers'];
  onTaught: (question: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [question, setQuestion] = useState(initial);
  const [mode, setMode] = useState<Mode>('attach');
  const [intent, setIntent] = useState('');
  const [reply, setReply] = useState('');
  const [linkLabel, setLinkLabel] = useState('');
  const [linkTo, setLinkTo] = useState('');
  const [error, setError] = useState<ApiError | Error | null>(null);
  const [sending, setSending] = useState(false);
  const fieldError = (name: string) =>
    error instanceof ApiError ? error.fields[name]?.message : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await teach(
        mode === 'attach' ? { question, intent } : { question, reply, linkLabel, linkTo },
      );
      onTaught(question);
    } catch (failure) {
      setError(failure instanceof Error ? failure : new Error(String(failure)));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className={local.teach}
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={local.heading}>
        Teach the assistant
      </h2>
      {error && <Notice tone="error">{error.message}</Notice>}
      <TextField
        id={`${id}-question`}
        label="Question"
        value={question}
        required
        onChange={(event) => setQuestion(event.target.value)}
        error={fieldError('question')}
      />
      <fieldset className={local.modes}>
        <legend>How should it answer?</legend>
        <label>
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'attach'}
            onChange={() => setMode('attach')}
          />
          With an answer it already has
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'new'}
            onChange={() => setMode('new')}
          />
          With a new answer
        </label>
      </fieldset>
      {mode === 'attach' ? (
        <Field id={`${id}-intent`} label="Answer" required error={fieldError('intent')}>
          <select
            id={`${id}-intent`}
            className={fieldControlClass}
            value={intent}
            required
            onChange={(event) => setIntent(event.target.value)}
          >
            <option value="">Choose an answer</option>
            {answers.map((answer) => (
              <option key={answer.intent} value={answer.intent}>
                {answer.label}
              </option>
            ))}
          </select>
        </Field>
      ) : (
        <>
          <TextAreaField
            id={`${id}-reply`}
            label="New answer"
            value={reply}
            required
            rows={4}
            onChange={(event) => setReply(event.target.value)}
            error={fieldError('reply') ?? fieldError('intent')}
          />
          <TextField
            id={`${id}-link-to`}
            label="Link"
            hint="A page of this site, like /services, or an https:// address."
            value={linkTo}
            required
            onChange={(event) => setLinkTo(event.target.value)}
            error={fieldError('linkTo')}
          />
          <TextField
            id={`${id}-link-label`}
            label="Link text"
            value={linkLabel}
            onChange={(event) => setLinkLabel(event.target.value)}
            error={fieldError('linkLabel')}
          />
        </>
      )}
      <div className={styles.dialogActions}>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={sending}>
          {sending ? 'Teaching…' : 'Teach'}
        </Button>
      </div>
    </form>
  );
}
