// How Enter, Shift+Enter and Backspace treat blocks, as in the editors authors know (Slate's own
// richtext and markdown-shortcuts examples, Ghost, Google Docs). Pure Slate: no React here.
import { Editor, Element, Node, Path, Point, Range, Transforms } from 'slate';
import type { CustomEditor, TextBlockElement, TextBlockType } from './custom-types';

export const LIST_TYPES: readonly string[] = ['bulleted-list', 'numbered-list'];

/** Blocks that the next line should not inherit: Enter at their end starts a paragraph. */
const ENDS_AS_PARAGRAPH: readonly TextBlockType[] = [
  'heading-one',
  'heading-two',
  'heading-three',
  'block-quote',
];

/** The text block (paragraph, heading, quote or list item) holding a collapsed caret. */
export function caretBlock(
  editor: CustomEditor,
): { block: TextBlockElement; path: Path; caret: Point } | undefined {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return undefined;
  const entry = Editor.above(editor, {
    at: selection,
    match: (node) =>
      Element.isElement(node) &&
      Editor.isBlock(editor, node) &&
      node.type !== 'image' &&
      !LIST_TYPES.includes(node.type),
  });
  if (!entry) return undefined;
  const [block, path] = entry;
  return { block: block as TextBlockElement, path, caret: selection.anchor };
}

/** Turns the list item at `path` into a paragraph after (or between the halves of) its list. */
export function leaveList(editor: CustomEditor, path: Path): void {
  Editor.withoutNormalizing(editor, () => {
    Transforms.setNodes<Element>(editor, { type: 'paragraph' }, { at: path });
    Transforms.liftNodes(editor, { at: path });
  });
}

/**
 * Enter at the end of a heading or quote starts a paragraph; Enter on an empty list item leaves
 * the list; Shift+Enter breaks the line inside the block. Backspace at the start of a heading,
 * quote or list item turns it into a paragraph first, and joins blocks only on the next press.
 * Each is one operation batch, so undo and redo step through it as one action.
 */
export function withBlockBehaviour(editor: CustomEditor): CustomEditor {
  const { insertBreak, deleteBackward } = editor;

  editor.insertBreak = () => {
    const at = caretBlock(editor);
    if (at?.block.type === 'list-item' && Node.string(at.block) === '') {
      leaveList(editor, at.path);
      return;
    }
    if (
      at &&
      ENDS_AS_PARAGRAPH.includes(at.block.type) &&
      Editor.isEnd(editor, at.caret, at.path)
    ) {
      Editor.withoutNormalizing(editor, () => {
        insertBreak();
        Transforms.setNodes<Element>(
          editor,
          { type: 'paragraph', align: undefined },
          { at: Path.next(at.path) },
        );
      });
      return;
    }
    insertBreak();
  };

  // A line break inside the block: stored as <br />.
  editor.insertSoftBreak = () => editor.insertText('\n');

  editor.deleteBackward = (unit) => {
    const at = caretBlock(editor);
    if (at && at.block.type !== 'paragraph' && Editor.isStart(editor, at.caret, at.path)) {
      if (at.block.type === 'list-item') leaveList(editor, at.path);
      else Transforms.setNodes<Element>(editor, { type: 'paragraph' }, { at: at.path });
      return;
    }
    deleteBackward(unit);
  };

  return editor;
}
