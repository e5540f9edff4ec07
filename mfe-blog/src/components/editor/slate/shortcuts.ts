import isHotkey from 'is-hotkey';
import type { KeyboardEvent } from 'react';
import type { BlockFormat } from './commands';
import type { ToggleMark } from './custom-types';

/** The keyboard shortcuts of the marks (mod = Ctrl, or Cmd on a Mac). */
export const MARK_HOTKEYS: Record<ToggleMark, string> = {
  bold: 'mod+b',
  italic: 'mod+i',
  underline: 'mod+u',
  strikethrough: 'mod+shift+x',
};

/** The blocks' shortcuts, those of the common word processors (Ctrl+Alt+2 a second-level heading). */
export const BLOCK_HOTKEYS: Record<BlockFormat, string> = {
  paragraph: 'mod+alt+0',
  'heading-one': 'mod+alt+1',
  'heading-two': 'mod+alt+2',
  'heading-three': 'mod+alt+3',
  'block-quote': 'mod+shift+9',
  'bulleted-list': 'mod+shift+8',
  'numbered-list': 'mod+shift+7',
};

const KEY_NAMES = (hotkey: string) =>
  hotkey.split('+').map((key) => (key.length === 1 ? key.toUpperCase() : key));

/** How a button's name shows a hotkey: "Ctrl+Shift+X". */
export function shortcutLabel(hotkey: string): string {
  return KEY_NAMES(hotkey)
    .map((key) => ({ mod: 'Ctrl', alt: 'Alt', shift: 'Shift' })[key] ?? key)
    .join('+');
}

/** A hotkey as aria-keyshortcuts spells it ("Control+Shift+X"; "Meta+B" on a Mac as well). */
export function ariaKeyShortcuts(hotkey: string): string {
  const spell = (mod: string) =>
    KEY_NAMES(hotkey)
      .map((key) => ({ mod, alt: 'Alt', shift: 'Shift' })[key] ?? key)
      .join('+');
  return `${spell('Control')} ${spell('Meta')}`;
}

const matches = (hotkey: string, event: KeyboardEvent) =>
  // By key code (any keyboard layout) or by the key's name (events without a code).
  isHotkey(hotkey, event) || isHotkey(hotkey, { byKey: true }, event);

/** The mark a key press asks for, if any. */
export function markForHotkey(event: KeyboardEvent): ToggleMark | undefined {
  return (Object.keys(MARK_HOTKEYS) as ToggleMark[]).find((mark) =>
    matches(MARK_HOTKEYS[mark], event),
  );
}

/** The block a key press asks for, if any. */
export function blockForHotkey(event: KeyboardEvent): BlockFormat | undefined {
  return (Object.keys(BLOCK_HOTKEYS) as BlockFormat[]).find((block) =>
    matches(BLOCK_HOTKEYS[block], event),
  );
}
