// The editor's document model, declared once for Slate (its CustomTypes extension point).
import type { EditorAlignment } from '@brightwave/contracts';
import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

export type Alignment = EditorAlignment;

export type FormattedText = {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  strikethrough?: true;
  /** One of EDITOR_TEXT_COLORS; absent means the default (black). */
  color?: string;
  /** One of EDITOR_BACKGROUND_COLORS. */
  background?: string;
  /** One of EDITOR_FONT_SIZES_PX; absent means the default (16). */
  fontSize?: number;
};

/** Marks that are simply on or off, each with its tag and shortcut. */
export type ToggleMark = 'bold' | 'italic' | 'underline' | 'strikethrough';
/** Marks that carry a value from the palette. */
export type ValueMark = 'color' | 'background' | 'fontSize';

export type TextBlockType =
  'paragraph' | 'heading-one' | 'heading-two' | 'heading-three' | 'block-quote' | 'list-item';
export type ListType = 'bulleted-list' | 'numbered-list';

export type LinkElement = { type: 'link'; url: string; children: FormattedText[] };
export type InlineNode = FormattedText | LinkElement;

export type TextBlockElement = {
  type: TextBlockType;
  align?: Alignment;
  children: InlineNode[];
};
export type ListElement = { type: ListType; children: TextBlockElement[] };
export type ImageElement = { type: 'image'; url: string; alt: string; children: [{ text: '' }] };

export type CustomElement = TextBlockElement | ListElement | ImageElement | LinkElement;
export type BlockElement = TextBlockElement | ListElement | ImageElement;
export type CustomEditor = BaseEditor & ReactEditor & HistoryEditor;

declare module 'slate' {
  interface CustomTypes {
    Editor: CustomEditor;
    Element: CustomElement;
    Text: FormattedText;
  }
}
