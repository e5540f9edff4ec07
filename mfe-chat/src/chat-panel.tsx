import { company } from '@brightwave/site-content';
import styles from './chat-panel.module.css';

export interface ChatPanelProps {
  onClose?: () => void;
}

/** The chat panel the shell's floating button opens. The assistant itself arrives with the chat issue. */
export default function ChatPanel({ onClose }: ChatPanelProps) {
  return (
    <section className={styles.panel} aria-labelledby="chat-panel-title">
      <header className={styles.header}>
        <div>
          <h2 id="chat-panel-title" className={styles.title}>
            {company.shortName} assistant
          </h2>
          <p className={styles.subtitle}>{company.hours.replyPromise}</p>
        </div>
        {onClose && (
          <button type="button" className={styles.close} aria-label="Close chat" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </header>
      <div className={styles.body}>
        <p className={styles.bubble}>
          Hi! Our assistant is almost ready. Meanwhile, write to{' '}
          <a href={`mailto:${company.emails.sales}`}>{company.emails.sales}</a> and we will get back
          to you.
        </p>
      </div>
    </section>
  );
}
