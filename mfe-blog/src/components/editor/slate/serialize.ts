// HTML <-> Slate. The HTML written here is exactly what the API's allow-list keeps (see
// api/src/blogs/blog-html.ts), so a saved post comes back from the server unchanged.
import { EDITOR_ALIGNMENTS, EDITOR_FONT_SIZES_PX } from '@brightwave/contracts';
import { Text, type Descendant } from 'slate';
import type {
  Alignment,
  BlockElement,
  FormattedText,
  InlineNode,
  ListElement,
  TextBlockElement,
  TextBlockType,
} from './custom-types';

const TEXT_BLOCK_TAGS: Record<Exclude<TextBlockType, 'list-item'>, string> = {
  paragraph: 'p',
  'heading-one': 'h1',
  'heading-two': 'h2',
  'heading-three': 'h3',
  'block-quote': 'blockquote',
};
const LINK_ATTRIBUTES = 'rel="noopener noreferrer nofollow" target="_blank"';

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function leafToHtml(leaf: FormattedText): string {
  if (!leaf.text) return '';
  let html = leaf.text.split('\n').map(escapeText).join('<br />');
  const styles = [
    leaf.color && `color:${leaf.color}`,
    leaf.background && `background-color:${leaf.background}`,
    leaf.fontSize && `font-size:${leaf.fontSize}px`,
  ].filter(Boolean);
  if (styles.length) html = `<span style="${styles.join(';')}">${html}</span>`;
  if (leaf.strikethrough) html = `<s>${html}</s>`;
  if (leaf.underline) html = `<u>${html}</u>`;
  if (leaf.italic) html = `<em>${html}</em>`;
  if (leaf.bold) html = `<strong>${html}</strong>`;
  return html;
}

function inlineToHtml(node: InlineNode): string {
  if (Text.isText(node)) return leafToHtml(node);
  const inner = node.children.map(leafToHtml).join('');
  return `<a href="${escapeAttribute(node.url)}" ${LINK_ATTRIBUTES}>${inner}</a>`;
}

function textBlockToHtml(block: TextBlockElement, tag: string): string {
  const style = block.align ? ` style="text-align:${block.align}"` : '';
  return `<${tag}${style}>${block.children.map(inlineToHtml).join('')}</${tag}>`;
}

function blockToHtml(block: BlockElement): string {
  switch (block.type) {
    case 'image':
      return `<img src="${escapeAttribute(block.url)}" alt="${escapeAttribute(block.alt)}" />`;
    case 'bulleted-list':
    case 'numbered-list': {
      const tag = block.type === 'bulleted-list' ? 'ul' : 'ol';
      return `<${tag}>${block.children.map((item) => textBlockToHtml(item, 'li')).join('')}</${tag}>`;
    }
    case 'list-item':
      return textBlockToHtml(block, 'li');
    default:
      return textBlockToHtml(block, TEXT_BLOCK_TAGS[block.type]);
  }
}

/** The document as stored HTML. */
export function toHtml(nodes: Descendant[]): string {
  return (nodes as BlockElement[]).map(blockToHtml).join('');
}

// Parsing.

type Marks = Omit<FormattedText, 'text'>;

const BLOCK_BY_TAG: Record<string, TextBlockType> = {
  P: 'paragraph',
  DIV: 'paragraph',
  H1: 'heading-one',
  H2: 'heading-two',
  H3: 'heading-three',
  // Headings the toolbar does not offer read as its smallest heading.
  H4: 'heading-three',
  H5: 'heading-three',
  H6: 'heading-three',
  BLOCKQUOTE: 'block-quote',
  LI: 'list-item',
};

const FONT_SIZES = EDITOR_FONT_SIZES_PX as readonly number[];

function marksOf(element: HTMLElement, inherited: Marks): Marks {
  const marks: Marks = { ...inherited };
  switch (element.tagName) {
    case 'STRONG':
    case 'B':
      marks.bold = true;
      break;
    case 'EM':
    case 'I':
      marks.italic = true;
      break;
    case 'U':
      marks.underline = true;
      break;
    case 'S':
    case 'STRIKE':
    case 'DEL':
      marks.strikethrough = true;
      break;
  }
  const { color, backgroundColor, fontSize, fontWeight, fontStyle } = element.style;
  if (color) marks.color = normaliseColor(color);
  if (backgroundColor) marks.background = normaliseColor(backgroundColor);
  const px = /^(\d+)px$/.exec(fontSize)?.[1];
  if (px && FONT_SIZES.includes(Number(px))) marks.fontSize = Number(px);
  // Styled text as Google Docs and other editors write it (<span style="font-weight:700">, and
  // <b style="font-weight:normal"> around a whole document).
  if (fontWeight === 'bold' || Number(fontWeight) >= 600) marks.bold = true;
  if (fontWeight === 'normal' || (Number(fontWeight) > 0 && Number(fontWeight) < 600)) {
    delete marks.bold;
  }
  if (fontStyle === 'italic') marks.italic = true;
  const decoration = element.style.textDecoration || element.style.textDecorationLine;
  if (decoration.includes('underline')) marks.underline = true;
  if (decoration.includes('line-through')) marks.strikethrough = true;
  return marks;
}

/** jsdom and browsers report colours as rgb(); the palette and the server speak hex. */
function normaliseColor(value: string): string {
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(value);
  if (!rgb) return value.toLowerCase();
  return `#${rgb
    .slice(1, 4)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;
}

function alignmentOf(element: HTMLElement): Alignment | undefined {
  const align = element.style.textAlign as Alignment;
  return (EDITOR_ALIGNMENTS as readonly string[]).includes(align) ? align : undefined;
}

/** Inline content of a node: text leaves with their marks, and links. */
function inlines(node: Node, marks: Marks): InlineNode[] {
  if (node instanceof HTMLElement && NOT_CONTENT.has(node.tagName)) return [];
  if (node.nodeType === Node.TEXT_NODE) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ');
    return text ? [{ ...marks, text }] : [];
  }
  if (!(node instanceof HTMLElement)) return [];
  if (node.tagName === 'BR') return [{ ...marks, text: '\n' }];
  const own = marksOf(node, marks);
  const children = Array.from(node.childNodes).flatMap((child) => inlines(child, own));
  if (node.tagName === 'A' && node.getAttribute('href')) {
    const leaves = children.flatMap((child) => ('text' in child ? [child] : child.children));
    return [{ type: 'link', url: node.getAttribute('href')!, children: withText(leaves) }];
  }
  return children;
}

function withText<T extends InlineNode>(children: T[]): T[] {
  return children.length ? children : [{ text: '' } as T];
}

function textBlock(type: TextBlockType, element: HTMLElement | null, children: InlineNode[]) {
  const align = element ? alignmentOf(element) : undefined;
  const block: TextBlockElement = { type, children: withText(children) };
  if (align) block.align = align;
  return block;
}

/** Elements whose content is never text of the post (a style sheet's rules, a script). */
const NOT_CONTENT = new Set([
  'SCRIPT',
  'STYLE',
  'HEAD',
  'TITLE',
  'META',
  'LINK',
  'TEMPLATE',
  'NOSCRIPT',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'SVG',
  'CANVAS',
  'TEXTAREA',
  'SELECT',
  'BUTTON',
]);
const BLOCK_SELECTOR = 'p, div, h1, h2, h3, h4, h5, h6, blockquote, li, ul, ol, table, tr';

/** A wrapper of blocks (a <div> around paragraphs, Google Docs' <b> around a whole document). */
const holdsBlocks = (element: HTMLElement) =>
  element.tagName !== 'LI' && !!element.querySelector(BLOCK_SELECTOR);

/** Blocks of a container: block elements as they are, loose inline content as paragraphs. */
function blocks(container: Node): BlockElement[] {
  const result: BlockElement[] = [];
  let loose: InlineNode[] = [];
  const flush = () => {
    if (loose.some((node) => !('text' in node) || node.text.trim())) {
      result.push(textBlock('paragraph', null, loose));
    }
    loose = [];
  };
  for (const child of Array.from(container.childNodes)) {
    if (!(child instanceof HTMLElement)) {
      loose.push(...inlines(child, {}));
      continue;
    }
    const tag = child.tagName;
    if (NOT_CONTENT.has(tag)) continue;
    if (tag !== 'UL' && tag !== 'OL' && holdsBlocks(child)) {
      flush();
      const inner = blocks(child);
      // A quote or heading around paragraphs gives them its type.
      const type = BLOCK_BY_TAG[tag];
      if (type && type !== 'paragraph' && type !== 'list-item') {
        for (const block of inner) if (block.type === 'paragraph') block.type = type;
      }
      result.push(...inner);
    } else if (tag === 'IMG') {
      flush();
      result.push(imageOf(child));
    } else if (tag === 'UL' || tag === 'OL') {
      flush();
      result.push(listOf(child));
    } else if (BLOCK_BY_TAG[tag]) {
      flush();
      const type = BLOCK_BY_TAG[tag] === 'list-item' ? 'paragraph' : BLOCK_BY_TAG[tag];
      // Images inside a paragraph become blocks of their own after it.
      const images = Array.from(child.querySelectorAll('img'));
      images.forEach((image) => image.remove());
      result.push(textBlock(type, child, inlines(child, {})));
      result.push(...images.map(imageOf));
    } else {
      loose.push(...inlines(child, {}));
    }
  }
  flush();
  return result;
}

function imageOf(element: Element): BlockElement {
  return {
    type: 'image',
    url: element.getAttribute('src') ?? '',
    alt: element.getAttribute('alt') ?? '',
    children: [{ text: '' }],
  };
}

function listOf(element: HTMLElement): ListElement {
  // The editor has one level of lists: a nested list's items follow their parent item.
  const items = Array.from(element.children)
    .filter((child): child is HTMLElement => child instanceof HTMLElement && child.tagName === 'LI')
    .flatMap((item) => {
      const nested = Array.from(item.children).filter(
        (child): child is HTMLElement => child.tagName === 'UL' || child.tagName === 'OL',
      );
      nested.forEach((list) => list.remove());
      return [
        textBlock('list-item', item, inlines(item, {})),
        ...nested.flatMap((list) => listOf(list).children),
      ];
    });
  return {
    type: element.tagName === 'UL' ? 'bulleted-list' : 'numbered-list',
    children: items.length ? items : [textBlock('list-item', null, [])],
  };
}

/** An empty document: one empty paragraph. */
export const emptyDocument = (): Descendant[] => [{ type: 'paragraph', children: [{ text: '' }] }];

/** The blocks of a parsed document's body (also what pasted HTML becomes, once cleaned). */
export function blocksOf(body: HTMLElement): BlockElement[] {
  return blocks(body);
}

/** Stored HTML as a document (browser only: it uses DOMParser). */
export function fromHtml(html: string): Descendant[] {
  const result = blocks(new DOMParser().parseFromString(html, 'text/html').body);
  return result.length ? result : emptyDocument();
}
