import { useId, useState, type FormEvent } from 'react';
import { Button } from '@brightwave/web-kit';
import { CHAT_MESSAGE_MAX, EMAIL_MAX, NAME_MAX, type ChatHandoff } from '@brightwave/contracts';
import { failureText } from '../hooks/use-conversation';
import { PANEL_TEXTS } from '../texts';
import styles from './chat-panel.module.css';

const T = PANEL_TEXTS.handoff;

export interface HandoffFormProps {
  question: string;
  onSend: (details: Omit<ChatHandoff, 'transcript'>) => Promise<void>;
  onCancel: () => void;
}

/** "Ask a person", inline in the conversation: name, e-mail and the question. */
export function HandoffForm({ question: initialQuestion, onSend, onCancel }: HandoffFormProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [question, setQuestion] = useState(initialQuestion);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      await onSend({ name, email, question });
    } catch (failure) {
      setError(failureText(failure));
      setSending(false);
    }
  };

  return (
    <form
      className={styles.handoff}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-title`} className={styles.handoffTitle}>
        {T.title}
      </h3>
      <p className={styles.handoffIntro}>{T.intro}</p>
      <label className={styles.field}>
        <span>{T.name}</span>
        <input
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          maxLength={NAME_MAX}
          autoComplete="name"
        />
      </label>
      <label className={styles.field}>
        <span>{T.email}</span>
        <input
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          maxLength={EMAIL_MAX}
          autoComplete="email"
        />
      </label>
      <label className={styles.field}>
        <span>{T.question}</span>
        <textarea
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          required
          rows={3}
          maxLength={CHAT_MESSAGE_MAX}
        />
      </label>
      {error && (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      )}
      <div className={styles.handoffActions}>
        <Button type="submit" size="small" disabled={sending}>
          {sending ? T.sending : T.send}
        </Button>
        <Button variant="ghost" size="small" onClick={onCancel} disabled={sending}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}
