// What pasting (and dropping) puts into a post, after Slate's paste-html example: HTML from Google
// Docs, Word or a web page becomes our blocks and marks, everything else is dropped; plain text
// keeps its paragraphs; a URL pasted over selected text links it; image files upload like a chosen
// one. The API's sanitiser still checks whatever is saved. Browser only (DOMParser).
import {
  EDITOR_BACKGROUND_COLORS,
  EDITOR_DEFAULT_TEXT_COLOR,
  EDITOR_TEXT_COLORS,
  isAllowedLinkUrl,
  MEDIA_SRC_PATTERN,
} from '@brightwave/contracts';
import { Range, Text, Transforms } from 'slate';
import { setLink } from './commands';
import type { BlockElement, CustomEditor, InlineNode, TextBlockElement } from './custom-types';
import { blocksOf } from './serialize';

const TEXT_COLORS: readonly string[] = EDITOR_TEXT_COLORS.map((c) => c.value);
const BACKGROUNDS: readonly string[] = EDITOR_BACKGROUND_COLORS.map((c) => c.value);

/** The bullet or number Word writes before a list paragraph's text decides the list's kind. */
const NUMBERED_MARKER = /^\s*(?:\d+|[a-z]|[ivxlc]+)[.)]/i;

/**
 * Word writes a list as paragraphs (class MsoListParagraph..., style mso-list) that each start
 * with their bullet in a span marked mso-list:Ignore; runs of them become real lists here.
 */
function wordListsToLists(body: HTMLElement): void {
  const isWordItem = (node: Element | null): node is HTMLElement =>
    node instanceof HTMLElement &&
    node.tagName === 'P' &&
    (/mso-list/i.test(node.getAttribute('style') ?? '') ||
      /MsoListParagraph/i.test(node.className));
  for (const first of Array.from(body.querySelectorAll('p'))) {
    if (!isWordItem(first) || !first.isConnected || isWordItem(first.previousElementSibling)) {
      continue;
    }
    const run: HTMLElement[] = [];
    for (let node: Element | null = first; isWordItem(node); node = node.nextElementSibling) {
      run.push(node);
    }
    const markers = run.map((item) => {
      const ignored = Array.from(item.querySelectorAll('span')).filter((span) =>
        /mso-list:\s*ignore/i.test(span.getAttribute('style') ?? ''),
      );
      const marker = ignored.map((span) => span.textContent ?? '').join('');
      ignored.forEach((span) => span.remove());
      return marker;
    });
    const list = body.ownerDocument.createElement(
      NUMBERED_MARKER.test(markers[0] ?? '') ? 'ol' : 'ul',
    );
    first.before(list);
    for (const item of run) {
      const li = body.ownerDocument.createElement('li');
      li.append(...Array.from(item.childNodes));
      list.append(li);
      item.remove();
    }
  }
}

/** Keeps the marks our palette has (black is the default, so no mark), drops the others. */
function keepPaletteMarks(leaf: Text): Text {
  const kept = { ...leaf };
  if (
    !kept.color ||
    kept.color === EDITOR_DEFAULT_TEXT_COLOR ||
    !TEXT_COLORS.includes(kept.color)
  ) {
    delete kept.color;
  }
  if (!kept.background || !BACKGROUNDS.includes(kept.background)) delete kept.background;
  return kept;
}

function cleanInlines(children: InlineNode[]): InlineNode[] {
  const cleaned = children.flatMap((child): InlineNode[] => {
    if (Text.isText(child)) return [keepPaletteMarks(child)];
    // A link to anything but http, https or mailto keeps its text only. Links are underlined
    // already: the underline other editors add to them is not the author's.
    const leaves = child.children.map((leaf) => {
      const { underline: _underline, ...rest } = keepPaletteMarks(leaf);
      return rest;
    });
    return isAllowedLinkUrl(child.url) ? [{ ...child, children: leaves }] : leaves;
  });
  // Word and web pages indent their source: no block starts or ends with spaces.
  const first = cleaned[0];
  const last = cleaned.at(-1);
  if (first && Text.isText(first)) cleaned[0] = { ...first, text: first.text.trimStart() };
  if (last && Text.isText(last))
    cleaned[cleaned.length - 1] = { ...last, text: last.text.trimEnd() };
  return cleaned.length ? cleaned : [{ text: '' }];
}

function cleanBlock(block: BlockElement): BlockElement[] {
  switch (block.type) {
    case 'image':
      // Only images already stored here; a pasted file is uploaded instead.
      return MEDIA_SRC_PATTERN.test(block.url) ? [block] : [];
    case 'bulleted-list':
    case 'numbered-list':
      return [{ ...block, children: block.children.map(cleanTextBlock) }];
    default: {
      const cleaned = cleanTextBlock(block);
      // Empty paragraphs between Word's and Docs' blocks are spacing, not content.
      const empty = cleaned.children.every((child) => Text.isText(child) && !child.text);
      return empty && cleaned.type === 'paragraph' ? [] : [cleaned];
    }
  }
}

function cleanTextBlock(block: TextBlockElement): TextBlockElement {
  return { ...block, children: cleanInlines(block.children) };
}

/** Pasted HTML as our blocks: headings, quotes, lists, paragraphs, our marks and safe links. */
export function fromPastedHtml(html: string): BlockElement[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  wordListsToLists(body);
  return blocksOf(body).flatMap(cleanBlock);
}

/** Plain text as paragraphs (a blank line between them); a single line break stays one. */
export function fromPlainText(text: string): BlockElement[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => ({ type: 'paragraph', children: [{ text: paragraph }] }));
}

/** Who uploads image files pasted or dropped into an editor (its toolbar's image upload). */
const imageUploaders = new WeakMap<CustomEditor, (file: File) => void>();

export function setImageUploader(editor: CustomEditor, upload: (file: File) => void): void {
  imageUploaders.set(editor, upload);
}

/** The clipboard or drop data Slate hands over (a DataTransfer in the browser). */
export type PastedData = Pick<DataTransfer, 'getData' | 'types' | 'files'>;

function insertBlocks(editor: CustomEditor, blocks: BlockElement[]) {
  if (!blocks.length) return;
  Transforms.insertFragment(editor, blocks);
}

export function withPaste(editor: CustomEditor): CustomEditor {
  const { insertData } = editor;

  editor.insertData = (data: DataTransfer) => {
    const pasted = data as PastedData;
    // A copy from this editor: Slate's own fragment, exactly.
    if (Array.from(pasted.types).includes('application/x-slate-fragment')) {
      insertData(data);
      return;
    }
    const images = Array.from(pasted.files ?? []).filter((file) => file.type.startsWith('image/'));
    const upload = imageUploaders.get(editor);
    if (images.length && upload) {
      images.forEach((file) => upload(file));
      return;
    }
    const text = pasted.getData('text/plain');
    const html = pasted.getData('text/html');
    if (editor.selection && Range.isExpanded(editor.selection) && isAllowedLinkUrl(text.trim())) {
      setLink(editor, text.trim());
      return;
    }
    if (html) insertBlocks(editor, fromPastedHtml(html));
    else if (text) insertBlocks(editor, fromPlainText(text));
  };

  return editor;
}
