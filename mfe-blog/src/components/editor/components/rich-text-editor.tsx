import { BLOG_TEXT_MAX, EDITOR_HEIGHT_PX, htmlToText } from '@brightwave/contracts';
import { useCallback, useMemo, useState, type MutableRefObject } from 'react';
import type { Descendant } from 'slate';
import { Editable, type RenderPlaceholderProps, Slate } from 'slate-react';
import { toggleBlock, toggleMark } from '../slate/commands';
import { createBlogEditor } from '../slate/create-editor';
import type { CustomEditor } from '../slate/custom-types';
import { EditorLeaf, renderElementWith } from './elements';
import { fromHtml, toHtml } from '../slate/serialize';
import { blockForHotkey, markForHotkey } from '../slate/shortcuts';
import { Toolbar } from './toolbar/toolbar';
import styles from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  /** The stored HTML to start from (read once, when the editor mounts). */
  initialHtml: string;
  /** Called with the document as HTML after every change. */
  onChange: (html: string) => void;
  /** Stores an image (the page calls POST /media) and gives the path to put in the post. */
  uploadImage: (file: File) => Promise<string>;
  /** Where a stored image path is served from (the API's address in front of `/media/...`). */
  resolveImageSrc?: (src: string) => string;
  /** Id of the visible label of the writing area. */
  labelledBy: string;
  /** Ids of hints or errors about the content. */
  describedBy?: string;
  invalid?: boolean;
  /** Text characters allowed (a live counter shows them); defaults to the blog's limit. */
  maxLength?: number;
  /** For tests: the Slate editor, to place a selection. */
  editorRef?: MutableRefObject<CustomEditor | null>;
}

const identity = (src: string) => src;

/** The blog editor: Slate with the site's toolbar, 400 px high, writing HTML the API keeps. */
export function RichTextEditor({
  initialHtml,
  onChange,
  uploadImage,
  resolveImageSrc = identity,
  labelledBy,
  describedBy,
  invalid,
  maxLength = BLOG_TEXT_MAX,
  editorRef,
}: RichTextEditorProps) {
  const editor = useMemo(createBlogEditor, []);
  if (editorRef) editorRef.current = editor;
  const initialValue = useMemo(() => fromHtml(initialHtml), []); // eslint-disable-line react-hooks/exhaustive-deps
  const [length, setLength] = useState(() => htmlToText(initialHtml).length);
  const renderElement = useMemo(() => renderElementWith(resolveImageSrc), [resolveImageSrc]);

  const handleChange = useCallback(
    (value: Descendant[]) => {
      const html = toHtml(value);
      setLength(htmlToText(html).length);
      onChange(html);
    },
    [onChange],
  );

  const over = length > maxLength;
  const counterId = `${labelledBy}-count`;
  return (
    <div className={[styles.editor, invalid && styles.invalid].filter(Boolean).join(' ')}>
      <Slate editor={editor} initialValue={initialValue} onValueChange={handleChange}>
        <Toolbar uploadImage={uploadImage} />
        <Editable
          className={styles.content}
          style={{ height: EDITOR_HEIGHT_PX }}
          renderElement={renderElement}
          renderLeaf={EditorLeaf}
          placeholder="Write your post..."
          renderPlaceholder={EditorPlaceholder}
          aria-labelledby={labelledBy}
          aria-describedby={[describedBy, counterId].filter(Boolean).join(' ')}
          aria-invalid={invalid || over || undefined}
          aria-multiline="true"
          spellCheck
          onKeyDown={(event) => {
            const mark = markForHotkey(event);
            const block = mark ? undefined : blockForHotkey(event);
            if (mark) {
              event.preventDefault();
              toggleMark(editor, mark);
            } else if (block) {
              event.preventDefault();
              toggleBlock(editor, block);
            } else if (event.key === 'Enter' && event.shiftKey) {
              event.preventDefault();
              editor.insertSoftBreak();
            }
          }}
        />
      </Slate>
      <p id={counterId} className={over ? styles.counterOver : styles.counter} aria-live="polite">
        {length} / {maxLength} characters
        {over ? ` (${length - maxLength} over the limit)` : ''}
      </p>
    </div>
  );
}

/**
 * Slate's placeholder, drawn in the muted text colour at full opacity: Slate's own (a third of
 * the text's opacity) fails colour contrast (WCAG 1.4.3).
 */
function EditorPlaceholder({ attributes, children }: RenderPlaceholderProps) {
  return (
    <span {...attributes} style={{ ...attributes.style, opacity: 1, color: 'var(--bw-muted)' }}>
      {children}
    </span>
  );
}
