import isHotkey from 'is-hotkey';
import type { KeyboardEvent } from 'react';
import type { ToggleMark } from './custom-types';

/** The keyboard shortcuts of the marks (mod = Ctrl, or Cmd on a Mac). */
export const MARK_HOTKEYS: Record<ToggleMark, string> = {
  bold: 'mod+b',
  italic: 'mod+i',
  underline: 'mod+u',
  strikethrough: 'mod+shift+x',
};

export const SHORTCUT_LABELS: Record<ToggleMark, string> = {
  bold: 'Ctrl+B',
  italic: 'Ctrl+I',
  underline: 'Ctrl+U',
  strikethrough: 'Ctrl+Shift+X',
};

/** The mark a key press asks for, if any. */
export function markForHotkey(event: KeyboardEvent): ToggleMark | undefined {
  // By key code (any keyboard layout) or by the key's name (events without a code).
  return (Object.keys(MARK_HOTKEYS) as ToggleMark[]).find(
    (mark) =>
      isHotkey(MARK_HOTKEYS[mark], event) || isHotkey(MARK_HOTKEYS[mark], { byKey: true }, event),
  );
}
