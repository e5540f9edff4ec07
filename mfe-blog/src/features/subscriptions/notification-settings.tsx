import { useEffect, useId, useState } from 'react';
import type { NotificationKind, NotificationSettings as Settings } from '@brightwave/contracts';
import { Notice } from '@brightwave/web-kit';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_TEXTS,
  notificationSettings,
  saveNotificationSetting,
  subscriptionErrorMessage,
} from './api';
import styles from './notification-settings.module.css';

const HINTS: Record<NotificationKind, string> = {
  reply: 'When someone answers a comment you wrote.',
  comment: 'When someone comments on a post you wrote.',
};

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; settings: Settings };

/**
 * One switch per kind of notification mail; each change is saved at once, and the switch shows
 * what the server kept. Mails are batched: at most one per 15 minutes.
 */
export function NotificationSettings() {
  const id = useId();
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const [saving, setSaving] = useState<NotificationKind | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    notificationSettings().then(
      (settings) => live && setState({ status: 'loaded', settings }),
      (error: unknown) =>
        live && setState({ status: 'failed', message: subscriptionErrorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, []);

  async function toggle(kind: NotificationKind, on: boolean) {
    // One change at a time; the switch stays focusable meanwhile (keyboard users keep their place).
    if (saving) return;
    setSaving(kind);
    setOutcome(null);
    try {
      const settings = await saveNotificationSetting(kind, on);
      setState({ status: 'loaded', settings });
      setOutcome({ tone: 'success', text: NOTIFICATION_TEXTS.saved });
    } catch (error) {
      setOutcome({ tone: 'error', text: subscriptionErrorMessage(error) });
    } finally {
      setSaving(null);
    }
  }

  if (state.status === 'loading') return <p aria-live="polite">Loading your settings…</p>;
  if (state.status === 'failed') return <Notice tone="error">{state.message}</Notice>;
  return (
    <>
      <ul className={styles.list}>
        {NOTIFICATION_KINDS.map((kind) => (
          <li key={kind} className={styles.item}>
            <label className={styles.label} htmlFor={`${id}-${kind}`}>
              {NOTIFICATION_TEXTS.labels[kind]}
              <span className={styles.hint}>{HINTS[kind]}</span>
            </label>
            <input
              id={`${id}-${kind}`}
              className={styles.switch}
              type="checkbox"
              role="switch"
              checked={state.settings[kind]}
              aria-busy={saving === kind}
              onChange={(event) => void toggle(kind, event.target.checked)}
            />
          </li>
        ))}
      </ul>
      <div aria-live="polite">{outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}</div>
    </>
  );
}
