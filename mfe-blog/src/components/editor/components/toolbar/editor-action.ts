import { useCallback, useRef } from 'react';
import { Editor, Transforms, type BaseSelection } from 'slate';
import { ReactEditor, useSlate } from 'slate-react';
import type { CustomEditor } from '../../slate/custom-types';

/**
 * Puts the caret back into the text (after a toolbar action used from the keyboard), once the
 * change is on screen: ReactEditor.focus maps the selection to the DOM, which must match it.
 */
export function focusEditor(editor: CustomEditor) {
  window.setTimeout(() => {
    try {
      ReactEditor.focus(editor);
    } catch {
      // The document changed under the selection meanwhile: focus stays where it is.
    }
  });
}

/**
 * How the toolbar changes the text. `act` runs a command on the selection, or on the one
 * `remember` kept when a control took the focus from the text (the link dialog's input), or at
 * the text's end when it never had a selection, then gives the keyboard back to the text. `restore` selects the remembered range again.
 */
export function useEditorAction() {
  const editor = useSlate();
  const saved = useRef<BaseSelection>(null);

  const restore = useCallback(() => {
    if (saved.current) Transforms.select(editor, saved.current);
  }, [editor]);
  const remember = useCallback(() => {
    saved.current = editor.selection;
  }, [editor]);
  const act = useCallback(
    (command: () => void) => {
      if (!editor.selection) restore();
      // Never in the text yet (Tab reaches the toolbar first): the command acts at its end.
      if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
      command();
      focusEditor(editor);
    },
    [editor, restore],
  );
  return { editor, act, remember, restore };
}

export type EditorAction = ReturnType<typeof useEditorAction>;
