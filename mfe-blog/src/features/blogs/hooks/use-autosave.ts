import { useCallback, useEffect, useRef } from 'react';

/** What is kept in the browser while writing (the cover file is not: it may weigh megabytes). */
export interface SavedWork {
  title: string;
  content: string;
  tags: string[];
  /** The server draft this work belongs to, once saved there, and the cover it has. */
  draftId?: string;
  image?: string;
  savedAt: number;
}

/** How often the form copies itself into the browser's storage. */
export const AUTOSAVE_INTERVAL_MS = 5000;

export function readSavedWork(key: string): SavedWork | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SavedWork>;
    if (typeof value.title !== 'string' || typeof value.content !== 'string') return null;
    return {
      title: value.title,
      content: value.content,
      tags: Array.isArray(value.tags) ? value.tags.filter((t) => typeof t === 'string') : [],
      draftId: typeof value.draftId === 'string' ? value.draftId : undefined,
      image: typeof value.image === 'string' ? value.image : undefined,
      savedAt: typeof value.savedAt === 'number' ? value.savedAt : Date.now(),
    };
  } catch {
    return null;
  }
}

export function clearSavedWork(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/**
 * Copies the work into localStorage every few seconds, when the tab is hidden or closed and when
 * the page is left, so a crash or a closed tab never loses what was typed. `enabled` false pauses.
 */
export function useAutosave(
  key: string,
  work: () => Omit<SavedWork, 'savedAt'>,
  enabled: boolean,
): { finish: () => void } {
  const latest = useRef(work);
  latest.current = work;
  const lastSaved = useRef('');
  const finished = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    const save = () => {
      if (finished.current) return;
      const current = latest.current();
      if (!current.title.trim() && !current.content.replace(/<[^>]*>/g, '').trim()) return;
      const text = JSON.stringify(current);
      if (text === lastSaved.current) return;
      lastSaved.current = text;
      try {
        window.localStorage.setItem(key, JSON.stringify({ ...current, savedAt: Date.now() }));
      } catch {
        // Full or disabled storage: the server draft is still there.
      }
    };
    const timer = window.setInterval(save, AUTOSAVE_INTERVAL_MS);
    const onHide = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('beforeunload', save);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      save();
      window.clearInterval(timer);
      window.removeEventListener('beforeunload', save);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [key, enabled]);

  /** The work is safe on the server: forget the copy and stop copying. */
  const finish = useCallback(() => {
    finished.current = true;
    clearSavedWork(key);
  }, [key]);
  return { finish };
}
