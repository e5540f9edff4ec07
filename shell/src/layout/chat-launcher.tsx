import { useEffect, useId, useRef, useState } from 'react';
import { RemoteSlot } from '../federation/remote-slot';
import { loadRemoteModule } from '../federation/remotes';
import styles from './chat-launcher.module.css';

/** The chat remote's panel: the one module of a remote the shell names itself. */
const loadChatPanel = () =>
  loadRemoteModule<{ default?: unknown }>('chat', './ChatPanel').then((module) => module?.default);

/** The floating chat button on every page; it opens the chat remote's panel. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      {open && (
        <div id={panelId} className={styles.panel} role="dialog" aria-label="Chat">
          {/* Its own boundary: a crash in the chat leaves the page working. */}
          <RemoteSlot
            name="chat/ChatPanel"
            load={loadChatPanel}
            props={{ onClose: close }}
            unavailable="Chat"
          />
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? 'Close chat' : 'Open chat'}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? (
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
            />
          </svg>
        ) : (
          <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5z"
              fill="currentColor"
            />
            <circle cx="9" cy="9.5" r="1.2" fill="#2563EB" />
            <circle cx="12" cy="9.5" r="1.2" fill="#2563EB" />
            <circle cx="15" cy="9.5" r="1.2" fill="#2563EB" />
          </svg>
        )}
      </button>
    </>
  );
}
