// Markdown as authors type it in Ghost or Notion: "# " starts a heading, "**word**" makes it bold.
// Each conversion is an undo step of its own, after the characters that asked for it, so
// Backspace right after one (or undo) gives the typed characters back. Pure Slate: no React here.
import { Editor, Point, Range, Transforms } from 'slate';
import { HistoryEditor } from 'slate-history';
import { caretBlock } from './block-behaviour';
import { toggleBlock, type BlockFormat } from './commands';
import type { CustomEditor, ToggleMark } from './custom-types';

/** What typed at the start of a paragraph, then a space, turns it into. */
export const BLOCK_SHORTCUTS: Record<string, BlockFormat> = {
  '#': 'heading-one',
  '##': 'heading-two',
  '###': 'heading-three',
  '>': 'block-quote',
  '-': 'bulleted-list',
  '*': 'bulleted-list',
  '1.': 'numbered-list',
};

/** Text wrapped in these, typed before the closing one, gets the mark. */
export const MARK_SHORTCUTS: Array<{ mark: ToggleMark; pattern: RegExp }> = [
  // The opening delimiter follows a space or starts the text; the text inside does not start or
  // end with a space (as in Markdown), so "2 * 3 * 4" stays as typed.
  { mark: 'bold', pattern: /(?:^|\s)(\*\*([^*\s](?:[^*]*[^*\s])?)\*\*)$/ },
  { mark: 'italic', pattern: /(?:^|\s)(_([^_\s](?:[^_]*[^_\s])?)_)$/ },
];

/** The undo batch the last shortcut made, and the caret it left: Backspace there undoes it. */
const lastShortcut = new WeakMap<CustomEditor, { batch: unknown; caret: Point }>();

function convert(editor: CustomEditor, change: () => void) {
  HistoryEditor.withNewBatch(editor, change);
  const batch = editor.history.undos.at(-1);
  if (editor.selection) lastShortcut.set(editor, { batch, caret: editor.selection.anchor });
}

/** The text of the caret's block before the caret, and where that block starts. */
function textBeforeCaret(editor: CustomEditor) {
  const at = caretBlock(editor);
  if (!at) return undefined;
  const start = Editor.start(editor, at.path);
  return { ...at, start, text: Editor.string(editor, { anchor: start, focus: at.caret }) };
}

type InsertText = (text: string) => void;

function blockShortcut(editor: CustomEditor, insertText: InsertText): boolean {
  const before = textBeforeCaret(editor);
  const format = before && BLOCK_SHORTCUTS[before.text];
  if (!before || !format || before.block.type !== 'paragraph') return false;
  // The space is typed first (its own step), then the block changes.
  insertText(' ');
  convert(editor, () => {
    Transforms.delete(editor, { at: { anchor: before.start, focus: editor.selection!.anchor } });
    toggleBlock(editor, format);
  });
  return true;
}

function markShortcut(editor: CustomEditor, typed: string, insertText: InsertText): boolean {
  const before = textBeforeCaret(editor);
  if (!before) return false;
  const text = before.text + typed;
  const found = MARK_SHORTCUTS.find(({ pattern }) => pattern.test(text));
  if (!found) return false;
  const [, whole = '', inner = ''] = found.pattern.exec(text)!;
  insertText(typed);
  convert(editor, () => {
    const caret = editor.selection!.anchor;
    const startOffset = caret.offset - whole.length;
    // Shortcuts inside one text leaf only: a mark or link in the middle leaves the text as typed.
    if (startOffset < 0) return;
    const range = { anchor: { path: caret.path, offset: startOffset }, focus: caret };
    if (Editor.string(editor, range) !== whole) return;
    Transforms.delete(editor, { at: range });
    Transforms.insertNodes(editor, { ...Editor.marks(editor), text: inner, [found.mark]: true });
    // What is typed next is plain again.
    Editor.removeMark(editor, found.mark);
  });
  return true;
}

export function withMarkdownShortcuts(editor: CustomEditor): CustomEditor {
  const { insertText, deleteBackward } = editor;

  editor.insertText = (text, options) => {
    const collapsed = editor.selection && Range.isCollapsed(editor.selection);
    const typeIt = (typed: string) => insertText(typed, options);
    if (collapsed && text === ' ' && blockShortcut(editor, typeIt)) return;
    if (collapsed && (text === '*' || text === '_') && markShortcut(editor, text, typeIt)) return;
    insertText(text, options);
  };

  editor.deleteBackward = (unit) => {
    const last = lastShortcut.get(editor);
    lastShortcut.delete(editor);
    const { selection } = editor;
    if (
      last &&
      selection &&
      Range.isCollapsed(selection) &&
      editor.history.undos.at(-1) === last.batch &&
      Point.equals(selection.anchor, last.caret)
    ) {
      editor.undo();
      return;
    }
    deleteBackward(unit);
  };

  return editor;
}
