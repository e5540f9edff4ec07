import { createEditor } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import { withBlockBehaviour } from './block-behaviour';
import { withBlogElements } from './commands';
import type { CustomEditor } from './custom-types';
import { withMarkdownShortcuts } from './markdown-shortcuts';
import { withPaste } from './paste';

/** The blog's Slate editor: history, our elements, block keys, Markdown shortcuts and paste. */
export function createBlogEditor(): CustomEditor {
  return withPaste(
    withMarkdownShortcuts(
      withBlockBehaviour(withBlogElements(withHistory(withReact(createEditor())))),
    ),
  );
}
