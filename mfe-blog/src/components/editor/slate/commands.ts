// What the toolbar and the shortcuts do to a document. Pure Slate: no React here.
import { Editor, Element, Range, Transforms } from 'slate';
import type {
  Alignment,
  CustomEditor,
  ImageElement,
  LinkElement,
  ListType,
  TextBlockType,
  ToggleMark,
  ValueMark,
} from './custom-types';

export type BlockFormat = Exclude<TextBlockType, 'list-item'> | ListType;

const LIST_TYPES: readonly string[] = ['bulleted-list', 'numbered-list'];
const ALL_MARKS = [
  'bold',
  'italic',
  'underline',
  'strikethrough',
  'color',
  'background',
  'fontSize',
] as const;

/** Images are blocks with no editable text; links are inline. */
export function withBlogElements(editor: CustomEditor): CustomEditor {
  const { isInline, isVoid } = editor;
  editor.isInline = (element) => element.type === 'link' || isInline(element);
  editor.isVoid = (element) => element.type === 'image' || isVoid(element);
  return editor;
}

export function isMarkActive(editor: CustomEditor, mark: ToggleMark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: CustomEditor, mark: ToggleMark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

export function markValue<M extends ValueMark>(editor: CustomEditor, mark: M) {
  return Editor.marks(editor)?.[mark];
}

/** Sets a colour, background or size; undefined (the default) removes it. */
export function setMarkValue(
  editor: CustomEditor,
  mark: ValueMark,
  value: string | number | undefined,
) {
  if (value === undefined) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, value);
}

function matchingBlock(editor: CustomEditor, match: (element: Element) => boolean) {
  if (!editor.selection) return undefined;
  const [entry] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, editor.selection),
    match: (node) => !Editor.isEditor(node) && Element.isElement(node) && match(node),
  });
  return entry;
}

export function isBlockActive(editor: CustomEditor, format: BlockFormat): boolean {
  return !!matchingBlock(editor, (element) => element.type === format);
}

export function toggleBlock(editor: CustomEditor, format: BlockFormat): void {
  const active = isBlockActive(editor, format);
  const isList = LIST_TYPES.includes(format);
  Transforms.unwrapNodes(editor, {
    match: (node) =>
      !Editor.isEditor(node) && Element.isElement(node) && LIST_TYPES.includes(node.type),
    split: true,
  });
  const type: TextBlockType = active
    ? 'paragraph'
    : isList
      ? 'list-item'
      : (format as TextBlockType);
  Transforms.setNodes<Element>(
    editor,
    { type },
    {
      match: (node) =>
        !Editor.isEditor(node) &&
        Element.isElement(node) &&
        Editor.isBlock(editor, node) &&
        node.type !== 'image',
    },
  );
  if (!active && isList) {
    Transforms.wrapNodes(editor, { type: format as ListType, children: [] });
  }
}

export function alignment(editor: CustomEditor): Alignment | undefined {
  const entry = matchingBlock(editor, (element) => 'align' in element && !!element.align);
  return entry ? (entry[0] as { align?: Alignment }).align : undefined;
}

export function setAlignment(editor: CustomEditor, align: Alignment): void {
  Transforms.setNodes<Element>(
    editor,
    { align: align === 'left' ? undefined : align },
    {
      match: (node) =>
        !Editor.isEditor(node) &&
        Element.isElement(node) &&
        Editor.isBlock(editor, node) &&
        !LIST_TYPES.includes(node.type) &&
        node.type !== 'image',
    },
  );
}

export function activeLink(editor: CustomEditor): LinkElement | undefined {
  const entry = matchingBlock(editor, (element) => element.type === 'link');
  return entry?.[0] as LinkElement | undefined;
}

export function removeLink(editor: CustomEditor): void {
  Transforms.unwrapNodes(editor, {
    match: (node) => !Editor.isEditor(node) && Element.isElement(node) && node.type === 'link',
  });
}

/** Makes the selection a link (or changes the link under the cursor); with no selection, the
 * address itself becomes the link text. The caller checks the address first. */
export function setLink(editor: CustomEditor, url: string): void {
  const current = activeLink(editor);
  if (current) {
    Transforms.setNodes<Element>(
      editor,
      { url },
      {
        match: (node) => Element.isElement(node) && node.type === 'link',
      },
    );
    return;
  }
  const { selection } = editor;
  const link: LinkElement = { type: 'link', url, children: [] };
  if (!selection || Range.isCollapsed(selection)) {
    Transforms.insertNodes(editor, { ...link, children: [{ text: url }] });
  } else {
    Transforms.wrapNodes(editor, link, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
}

export function insertImage(editor: CustomEditor, url: string, alt: string): void {
  const image: ImageElement = { type: 'image', url, alt, children: [{ text: '' }] };
  Transforms.insertNodes(editor, image);
  // Leave somewhere to keep typing after the picture.
  Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] });
}

/** Clean: every mark, link, heading, list and alignment in the selection goes. */
export function clearFormatting(editor: CustomEditor): void {
  if (!editor.selection) return;
  for (const mark of ALL_MARKS) Editor.removeMark(editor, mark);
  if (Range.isExpanded(editor.selection)) {
    Transforms.unsetNodes(editor, [...ALL_MARKS], { match: (node) => 'text' in node, split: true });
  }
  removeLink(editor);
  Transforms.unwrapNodes(editor, {
    match: (node) =>
      !Editor.isEditor(node) && Element.isElement(node) && LIST_TYPES.includes(node.type),
    split: true,
  });
  Transforms.setNodes<Element>(
    editor,
    { type: 'paragraph', align: undefined },
    {
      match: (node) =>
        !Editor.isEditor(node) &&
        Element.isElement(node) &&
        Editor.isBlock(editor, node) &&
        node.type !== 'image',
    },
  );
}
