import { useEffect, useState, type ReactNode } from 'react';
import {
  EDITOR_BACKGROUND_COLORS,
  EDITOR_DEFAULT_FONT_SIZE_PX,
  EDITOR_DEFAULT_TEXT_COLOR,
  EDITOR_FONT_SIZES_PX,
  EDITOR_TEXT_COLORS,
} from '@brightwave/contracts';
import {
  activeLink,
  alignment,
  clearFormatting,
  isBlockActive,
  isMarkActive,
  setAlignment,
  setMarkValue,
  toggleBlock,
  toggleMark,
  type BlockFormat,
} from '../../slate/commands';
import type { Alignment, ToggleMark } from '../../slate/custom-types';
import { BLOCK_HOTKEYS, MARK_HOTKEYS, shortcutLabel } from '../../slate/shortcuts';
import { Icon } from '../icons';
import { useEditorAction } from './editor-action';
import { IMAGE_TEXTS, ImageButton, UploadStatus, useImageUpload } from './image-upload';
import { LINK_TEXTS, LinkDialog } from './link-dialog';
import { MarkSelect } from './mark-select';
import { setImageUploader } from '../../slate/paste';
import { ToolButton } from './tool-button';
import styles from '../rich-text-editor.module.css';

export const EDITOR_TEXTS = { ...LINK_TEXTS, ...IMAGE_TEXTS } as const;

/** Block buttons: headings show their level as text, the others an icon. */
// A heading's name starts with what its button shows (WCAG 2.5.3, label in name; axe wants it first).
const BLOCKS: Array<[BlockFormat, string, ReactNode]> = [
  ['heading-one', 'H1 (heading 1)', <span className={styles.glyph}>H1</span>],
  ['heading-two', 'H2 (heading 2)', <span className={styles.glyph}>H2</span>],
  ['heading-three', 'H3 (heading 3)', <span className={styles.glyph}>H3</span>],
  ['block-quote', 'Quote', <Icon name="quote" />],
  ['bulleted-list', 'Bulleted list', <Icon name="bulleted" />],
  ['numbered-list', 'Numbered list', <Icon name="numbered" />],
];
const MARKS: Array<[ToggleMark, string, string]> = [
  ['bold', 'B', 'Bold'],
  ['italic', 'I', 'Italic'],
  ['underline', 'U', 'Underline'],
  ['strikethrough', 'S', 'Strikethrough'],
];
const ALIGNMENTS: Array<[Alignment, string]> = [
  ['left', 'Align left'],
  ['center', 'Align centre'],
  ['right', 'Align right'],
  ['justify', 'Justify'],
];

export interface ToolbarProps {
  uploadImage: (file: File) => Promise<string>;
}

/** The editor's toolbar: blocks, marks, palettes, alignment, then link, image and clearing. */
export function Toolbar({ uploadImage }: ToolbarProps) {
  const action = useEditorAction();
  const { editor, act, remember } = action;
  const image = useImageUpload(uploadImage, action);
  // Images pasted or dropped into the text upload as a chosen one does.
  const uploadFile = image.upload;
  useEffect(() => setImageUploader(editor, (file) => void uploadFile(file)), [editor, uploadFile]);
  /** Counts the link dialog's openings: each starts afresh (a new key). */
  const [linkOpening, setLinkOpening] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);

  const currentAlign = alignment(editor) ?? 'left';
  const link = activeLink(editor);

  const openLink = () => {
    remember();
    setLinkOpening((n) => n + 1);
    setLinkOpen(true);
  };

  return (
    <div className={styles.toolbarWrap}>
      <div className={styles.toolbar} role="toolbar" aria-label="Formatting">
        <div className={styles.group}>
          {BLOCKS.map(([format, label, content]) => (
            <ToolButton
              key={format}
              label={label}
              shortcut={BLOCK_HOTKEYS[format]}
              title={`${label}, ${shortcutLabel(BLOCK_HOTKEYS[format])}`}
              pressed={isBlockActive(editor, format)}
              onAction={() => act(() => toggleBlock(editor, format))}
            >
              {content}
            </ToolButton>
          ))}
        </div>
        <div className={styles.group}>
          {MARKS.map(([mark, text, label]) => (
            <ToolButton
              key={mark}
              label={`${label} (${shortcutLabel(MARK_HOTKEYS[mark])})`}
              shortcut={MARK_HOTKEYS[mark]}
              pressed={isMarkActive(editor, mark)}
              onAction={() => act(() => toggleMark(editor, mark))}
            >
              <span className={`${styles.glyph} ${styles[mark]}`}>{text}</span>
            </ToolButton>
          ))}
        </div>
        <div className={styles.group}>
          <MarkSelect
            label="Text colour"
            mark="color"
            swatch="text"
            defaultValue={EDITOR_DEFAULT_TEXT_COLOR}
            options={EDITOR_TEXT_COLORS.map(({ value, label }) => ({
              value,
              label: value === EDITOR_DEFAULT_TEXT_COLOR ? `${label} (default)` : label,
            }))}
            onPick={(value) => act(() => setMarkValue(editor, 'color', value))}
          />
          <MarkSelect
            label="Background"
            mark="background"
            swatch="background"
            defaultValue=""
            options={[{ value: '', label: 'No background' }, ...EDITOR_BACKGROUND_COLORS]}
            onPick={(value) => act(() => setMarkValue(editor, 'background', value))}
          />
          <MarkSelect
            label="Font size"
            mark="fontSize"
            defaultValue={String(EDITOR_DEFAULT_FONT_SIZE_PX)}
            options={EDITOR_FONT_SIZES_PX.map((size) => ({
              value: String(size),
              label: size === EDITOR_DEFAULT_FONT_SIZE_PX ? `${size} px (default)` : `${size} px`,
            }))}
            onPick={(value) => act(() => setMarkValue(editor, 'fontSize', value && Number(value)))}
          />
        </div>
        <div className={styles.group}>
          {ALIGNMENTS.map(([align, label]) => (
            <ToolButton
              key={align}
              label={label}
              pressed={currentAlign === align}
              onAction={() => act(() => setAlignment(editor, align))}
            >
              <Icon name={`align-${align}`} />
            </ToolButton>
          ))}
        </div>
        <div className={styles.group}>
          <ToolButton label={link ? 'Edit link' : 'Link'} pressed={!!link} onAction={openLink}>
            <Icon name="link" />
          </ToolButton>
          <ImageButton onFile={(file) => void image.upload(file)} />
          <ToolButton label="Clear formatting" onAction={() => act(() => clearFormatting(editor))}>
            <Icon name="clean" />
          </ToolButton>
        </div>
      </div>
      {linkOpen && (
        <LinkDialog
          key={linkOpening}
          current={link}
          action={action}
          onClose={() => setLinkOpen(false)}
        />
      )}
      <UploadStatus message={image.message} />
    </div>
  );
}
