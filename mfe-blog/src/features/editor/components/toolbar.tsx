import {
  EDITOR_BACKGROUND_COLORS,
  EDITOR_DEFAULT_FONT_SIZE_PX,
  EDITOR_DEFAULT_TEXT_COLOR,
  EDITOR_FONT_SIZES_PX,
  EDITOR_TEXT_COLORS,
  isAllowedLinkUrl,
} from '@brightwave/contracts';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Transforms, type BaseSelection } from 'slate';
import { ReactEditor, useSlate } from 'slate-react';
import {
  activeLink,
  alignment,
  clearFormatting,
  insertImage,
  isBlockActive,
  isMarkActive,
  markValue,
  removeLink,
  setAlignment,
  setLink,
  setMarkValue,
  toggleBlock,
  toggleMark,
  type BlockFormat,
} from '../slate/commands';
import type { Alignment, CustomEditor, ToggleMark, ValueMark } from '../slate/custom-types';
import { Icon, type IconName } from './icons';
import { SHORTCUT_LABELS } from '../slate/shortcuts';
import styles from './rich-text-editor.module.css';

export const EDITOR_TEXTS = {
  linkInvalid: 'Use an address starting with http://, https:// or mailto:.',
  notImage: 'Please choose an image file.',
  uploading: 'Uploading image...',
  uploadFailed: 'The image could not be uploaded. Please try again.',
} as const;

/**
 * Puts the caret back into the text (after a toolbar action used from the keyboard), once the
 * change is on screen: ReactEditor.focus maps the selection to the DOM, which must match it.
 */
function focusEditor(editor: CustomEditor) {
  window.setTimeout(() => {
    try {
      ReactEditor.focus(editor);
    } catch {
      // The document changed under the selection meanwhile: focus stays where it is.
    }
  });
}

interface ToolButtonProps {
  label: string;
  pressed?: boolean;
  onAction: () => void;
  children: ReactNode;
  disabled?: boolean;
}

/** A toolbar button: keeps the editor's selection on click, says whether it is on. */
function ToolButton({ label, pressed, onAction, children, disabled }: ToolButtonProps) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onAction}
    >
      {children}
    </button>
  );
}

interface MarkSelectProps {
  label: string;
  mark: ValueMark;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The value meaning "no mark". */
  defaultValue: string;
  /** Picking the default passes undefined: the mark is removed. */
  onPick: (value: string | undefined) => void;
  swatch?: 'text' | 'background';
}

/** A palette control (colour, background, size): a native select, labelled, with a swatch. */
function MarkSelect({ label, mark, options, defaultValue, onPick, swatch }: MarkSelectProps) {
  const editor = useSlate();
  const current = markValue(editor, mark);
  const value = current === undefined ? defaultValue : String(current);
  return (
    <label className={styles.selectLabel}>
      <span className="bw-visually-hidden">{label}</span>
      {swatch && (
        <span
          aria-hidden="true"
          className={`${styles.swatch} ${swatch === 'background' ? styles.swatchBackground : ''}`}
          style={{ background: value || 'transparent' }}
        />
      )}
      <select
        className={styles.select}
        value={value}
        onChange={(event) =>
          onPick(event.target.value === defaultValue ? undefined : event.target.value)
        }
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const HEADINGS: Array<[BlockFormat, string, string]> = [
  ['heading-one', 'H1', 'Heading 1'],
  ['heading-two', 'H2', 'Heading 2'],
  ['heading-three', 'H3', 'Heading 3'],
];
const BLOCKS: Array<[BlockFormat, IconName, string]> = [
  ['block-quote', 'quote', 'Quote'],
  ['bulleted-list', 'bulleted', 'Bulleted list'],
  ['numbered-list', 'numbered', 'Numbered list'],
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

export function Toolbar({ uploadImage }: ToolbarProps) {
  const editor = useSlate();
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const [linkError, setLinkError] = useState('');
  const [imageMessage, setImageMessage] = useState<{ text: string; error: boolean } | null>(null);
  const savedSelection = useRef<BaseSelection>(null);
  const linkInputId = useId();
  const linkErrorId = useId();

  /** Runs a command, then gives the keyboard back to the text. */
  const act = (command: () => void) => {
    if (!editor.selection && savedSelection.current)
      Transforms.select(editor, savedSelection.current);
    command();
    focusEditor(editor);
  };

  const currentAlign = alignment(editor) ?? 'left';
  const link = activeLink(editor);

  const openLink = () => {
    savedSelection.current = editor.selection;
    setLinkUrl(link?.url ?? 'https://');
    setLinkError('');
    setLinkOpen(true);
  };
  const applyLink = () => {
    const url = linkUrl.trim();
    if (!isAllowedLinkUrl(url)) {
      setLinkError(EDITOR_TEXTS.linkInvalid);
      return;
    }
    setLinkOpen(false);
    if (savedSelection.current) Transforms.select(editor, savedSelection.current);
    act(() => setLink(editor, url));
  };

  const chooseImage = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setImageMessage({ text: EDITOR_TEXTS.notImage, error: true });
      return;
    }
    const selection = editor.selection;
    setImageMessage({ text: EDITOR_TEXTS.uploading, error: false });
    try {
      const url = await uploadImage(file);
      setImageMessage(null);
      if (selection) Transforms.select(editor, selection);
      act(() => insertImage(editor, url, file.name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ')));
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : '';
      setImageMessage({ text: message || EDITOR_TEXTS.uploadFailed, error: true });
    }
  };

  return (
    <div className={styles.toolbarWrap}>
      <div className={styles.toolbar} role="toolbar" aria-label="Formatting">
        <div className={styles.group}>
          {HEADINGS.map(([format, text, label]) => (
            <ToolButton
              key={format}
              label={label}
              pressed={isBlockActive(editor, format)}
              onAction={() => act(() => toggleBlock(editor, format))}
            >
              <span className={styles.glyph}>{text}</span>
            </ToolButton>
          ))}
          {BLOCKS.map(([format, icon, label]) => (
            <ToolButton
              key={format}
              label={label}
              pressed={isBlockActive(editor, format)}
              onAction={() => act(() => toggleBlock(editor, format))}
            >
              <Icon name={icon} />
            </ToolButton>
          ))}
        </div>
        <div className={styles.group}>
          {MARKS.map(([mark, text, label]) => (
            <ToolButton
              key={mark}
              label={`${label} (${SHORTCUT_LABELS[mark]})`}
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
          <ToolButton label="Image" onAction={() => fileInput.current?.click()}>
            <Icon name="image" />
          </ToolButton>
          <ToolButton label="Clear formatting" onAction={() => act(() => clearFormatting(editor))}>
            <Icon name="clean" />
          </ToolButton>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            aria-label="Image file"
            onChange={(event) => {
              void chooseImage(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
      </div>
      {linkOpen && (
        <div className={styles.linkForm} role="group" aria-label="Link">
          <label htmlFor={linkInputId}>Link address</label>
          <input
            id={linkInputId}
            className={styles.linkInput}
            type="url"
            value={linkUrl}
            autoFocus
            aria-invalid={!!linkError}
            aria-describedby={linkError ? linkErrorId : undefined}
            onChange={(event) => setLinkUrl(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              } else if (event.key === 'Escape') {
                setLinkOpen(false);
                focusEditor(editor);
              }
            }}
          />
          <button type="button" className={styles.textButton} onClick={applyLink}>
            Apply
          </button>
          {link && (
            <button
              type="button"
              className={styles.textButton}
              onClick={() => {
                setLinkOpen(false);
                if (savedSelection.current) Transforms.select(editor, savedSelection.current);
                act(() => removeLink(editor));
              }}
            >
              Remove link
            </button>
          )}
          <button
            type="button"
            className={styles.textButton}
            onClick={() => {
              setLinkOpen(false);
              focusEditor(editor);
            }}
          >
            Cancel
          </button>
          {linkError && (
            <p id={linkErrorId} className={styles.error} role="alert">
              {linkError}
            </p>
          )}
        </div>
      )}
      {imageMessage && (
        <p
          className={imageMessage.error ? styles.error : styles.note}
          role={imageMessage.error ? 'alert' : 'status'}
        >
          {imageMessage.text}
        </p>
      )}
    </div>
  );
}
