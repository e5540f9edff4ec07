import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@brightwave/contracts/plain';
import { RemoteSlot } from '../federation/remote-slot';
import { loadRemoteModule } from '../federation/remotes';
import { useMediaQuery } from './use-media-query';
import styles from './chat-launcher.module.css';

/** The chat remote's panel: the one module of a remote the shell names itself. */
const loadChatPanel = () =>
  loadRemoteModule<{ default?: unknown }>('chat', './ChatPanel').then((module) => module?.default);

/** What a visitor must be able to reach: controls and links, and alerts, which they must read. */
const REACHABLE =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [tabindex]:not([tabindex="-1"]), [role="alert"]';

/** Whether a control, link or alert of the page lies under `spot` (the button's place), at any
 * corner or its centre. */
function coversSomething(spot: HTMLElement): boolean {
  const { left, top, right, bottom } = spot.getBoundingClientRect();
  const inset = 2;
  const points = [
    [left + inset, top + inset],
    [right - inset, top + inset],
    [left + inset, bottom - inset],
    [right - inset, bottom - inset],
    [(left + right) / 2, (top + bottom) / 2],
  ] as const;
  return points.some(([x, y]) =>
    document
      .elementsFromPoint(x, y)
      .some((element) => !spot.contains(element) && element.closest(REACHABLE)),
  );
}

/**
 * On a small screen, whether the button should step aside because a control, link or alert of the
 * page is under it (a form field, the Send button, a footer link, an error message). Checked as
 * the page scrolls, resizes or changes; the end of the page keeps room for the button (footer),
 * so everything can also be scrolled clear of it.
 */
function useStepAside(spotRef: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    const spot = spotRef.current;
    if (!active || !spot) {
      setAside(false);
      return;
    }
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setAside(coversSomething(spot)));
    };
    check();
    const resized = new ResizeObserver(check);
    resized.observe(document.body);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [spotRef, active]);
  return aside;
}

const SMALL_SCREEN = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** The floating chat button on every page; it opens the chat remote's panel. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const spotRef = useRef<HTMLDivElement>(null);
  const small = useMediaQuery(SMALL_SCREEN);
  const aside = useStepAside(spotRef, small && !open);

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
            remote="chat"
            load={loadChatPanel}
            props={{ onClose: close }}
            unavailable="Chat"
          />
        </div>
      )}
      {/* The button's place; the button slides out of it while something is under it. */}
      <div ref={spotRef} className={styles.spot} data-aside={aside}>
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
      </div>
    </>
  );
}
