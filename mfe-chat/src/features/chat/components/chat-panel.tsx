import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '@brightwave/web-kit/router';
import { CHAT_MESSAGE_MAX } from '@brightwave/contracts';
import { company } from '@brightwave/site-content';
import type { Entry } from '../utils/conversation';
import { useConversation } from '../hooks/use-conversation';
import { HandoffForm } from './handoff-form';
import { PANEL_TEXTS as T } from '../texts';
import styles from './chat-panel.module.css';

export interface ChatPanelProps {
  /** Closes the panel; the shell then returns focus to its chat button. */
  onClose?: () => void;
}

/** Phones show the panel full screen, so a followed link closes it to show the page. */
const FULL_SCREEN_QUERY = '(max-width: 480px)';

/** The chat panel the shell's floating button opens. */
export default function ChatPanel({ onClose }: ChatPanelProps) {
  const titleId = useId();
  const { conversation, pending, send, handOff, askPerson, closeHandoff, startOver } =
    useConversation();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const { entries, handoff } = conversation;

  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    // A new answer is read from its first line; anything else (the visitor's message, typing,
    // the form) shows at the bottom.
    const newest = list.firstElementChild?.lastElementChild as HTMLElement | null | undefined;
    const answer = !pending && !handoff && entries.at(-1)?.sender === 'bot';
    list.scrollTop =
      answer && newest && newest.offsetHeight > list.clientHeight / 2
        ? newest.offsetTop - list.offsetTop - 16
        : list.scrollHeight;
  }, [entries, pending, handoff]);

  const submit = async (text: string) => {
    if (pending || !text.trim()) return;
    setDraft('');
    // On failure the words come back, so nothing typed is lost.
    if (!(await send(text))) setDraft(text);
    inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(draft);
  };

  const followLink = () => {
    if (window.matchMedia?.(FULL_SCREEN_QUERY).matches) onClose?.();
  };

  const restart = () => {
    startOver();
    setDraft('');
    inputRef.current?.focus();
  };

  const last = entries.at(-1);
  // Nothing pending and no form open: the last message offers what comes next.
  const idle = !pending && !handoff;
  // The last answer to a question: a person may still be asked it.
  const asked = entries.at(-2);
  const question =
    idle && last?.sender === 'bot' && !last.error && asked?.sender === 'user'
      ? asked.text
      : undefined;

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <header className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          {company.shortName.charAt(0)}
        </span>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {company.shortName} assistant
          </h2>
          <p className={styles.subtitle}>{T.subtitle}</p>
        </div>
        <button type="button" className={styles.headerButton} onClick={restart} disabled={pending}>
          {T.startOver}
        </button>
        {onClose && (
          <button type="button" className={styles.close} aria-label={T.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </header>

      {/* The log is a div around the list: an ol may not take role="log" (aria-allowed-role), and
          its items must stay in a list (listitem). */}
      <div
        ref={listRef}
        className={styles.messages}
        role="log"
        aria-live="polite"
        aria-label={T.messagesLabel}
      >
        <ol className={styles.messageList}>
          {entries.map((entry) => (
            <MessageItem
              key={entry.id}
              entry={entry}
              showSuggestions={entry === last && idle}
              onSuggestion={(text) => void submit(text)}
              onFollowLink={followLink}
              onAskPerson={entry === last && question ? () => askPerson(question) : undefined}
            />
          ))}
          {pending && (
            // Hidden from screen readers: the composer's status says it, once (a status in here
            // would be a live region inside the log's, heard twice).
            <li className={`${styles.message} ${styles.bot}`} aria-hidden="true">
              <span className={styles.typing}>
                <span />
                <span />
                <span />
              </span>
            </li>
          )}
          {handoff && !pending && (
            <li className={styles.formItem}>
              <HandoffForm question={handoff.question} onSend={handOff} onCancel={closeHandoff} />
            </li>
          )}
        </ol>
      </div>

      <form className={styles.composer} onSubmit={onSubmit}>
        <label className="bw-visually-hidden" htmlFor={`${titleId}-input`}>
          {T.inputLabel}
        </label>
        <input
          id={`${titleId}-input`}
          ref={inputRef}
          className={styles.input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={T.placeholder}
          maxLength={CHAT_MESSAGE_MAX}
          autoComplete="off"
          aria-describedby={pending ? `${titleId}-typing` : undefined}
        />
        <button type="submit" className={styles.send} disabled={pending || !draft.trim()}>
          {T.send}
        </button>
        {/* The one announcement of typing: always there, so that its text appearing is read. */}
        <span
          id={`${titleId}-typing`}
          className="bw-visually-hidden"
          role="status"
          aria-label={pending ? T.typing : undefined}
        >
          {pending ? T.typing : ''}
        </span>
      </form>
    </section>
  );
}

interface MessageItemProps {
  entry: Entry;
  showSuggestions: boolean;
  onSuggestion: (text: string) => void;
  onFollowLink: () => void;
  /** Offered under the last answer: opens the form to ask a person instead. */
  onAskPerson?: () => void;
}

function MessageItem({
  entry,
  showSuggestions,
  onSuggestion,
  onFollowLink,
  onAskPerson,
}: MessageItemProps) {
  const fromUser = entry.sender === 'user';
  const cls = [styles.message, fromUser ? styles.user : styles.bot, entry.error && styles.error]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={cls}>
      <span className="bw-visually-hidden">{fromUser ? T.you : T.assistant}: </span>
      <p className={styles.bubble}>{entry.text}</p>
      {!!entry.links?.length && (
        <ul className={styles.links} aria-label={T.linksLabel}>
          {entry.links.map((link) => (
            <li key={link.to + link.label}>
              <Link to={link.to} className={styles.link} onClick={onFollowLink}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {onAskPerson && (
        <p className={styles.askPerson}>
          {T.notWhatAsked}{' '}
          <button type="button" className={styles.askPersonButton} onClick={onAskPerson}>
            {T.handoff.title}
          </button>
        </p>
      )}
      {showSuggestions && !!entry.suggestions?.length && (
        <ul className={styles.chips} aria-label={T.suggestionsLabel}>
          {entry.suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                className={styles.chip}
                onClick={() => onSuggestion(suggestion)}
              >
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
