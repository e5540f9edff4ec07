import { useRef, useState } from 'react';
import { Transforms } from 'slate';
import { insertImage } from '../../slate/commands';
import { Icon } from '../icons';
import type { EditorAction } from './editor-action';
import { ToolButton } from './tool-button';
import styles from '../rich-text-editor.module.css';

export const IMAGE_TEXTS = {
  notImage: 'Please choose an image file.',
  uploading: 'Uploading image...',
  uploadFailed: 'The image could not be uploaded. Please try again.',
} as const;

export type UploadMessage = { text: string; error: boolean } | null;

/** The image's alt text until the writer changes it: its file name, in words. */
function altFromFileName(name: string): string {
  return name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ');
}

/**
 * Uploads a chosen image and puts it where the selection was when it was chosen; `message` says
 * what is happening, or what went wrong (the server's words when it gave some).
 */
export function useImageUpload(
  uploadImage: (file: File) => Promise<string>,
  { editor, act }: EditorAction,
) {
  const [message, setMessage] = useState<UploadMessage>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setMessage({ text: IMAGE_TEXTS.notImage, error: true });
      return;
    }
    const selection = editor.selection;
    setMessage({ text: IMAGE_TEXTS.uploading, error: false });
    try {
      const url = await uploadImage(file);
      setMessage(null);
      if (selection) Transforms.select(editor, selection);
      act(() => insertImage(editor, url, altFromFileName(file.name)));
    } catch (error) {
      const text = error instanceof Error && error.message ? error.message : '';
      setMessage({ text: text || IMAGE_TEXTS.uploadFailed, error: true });
    }
  };
  return { message, upload };
}

/** The Image button, and the file chooser it opens (images only). */
export function ImageButton({ onFile }: { onFile: (file: File | undefined) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <ToolButton label="Image" onAction={() => input.current?.click()}>
        <Icon name="image" />
      </ToolButton>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label="Image file"
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </>
  );
}

/** Where an upload stands: a status while it runs, an alert when it failed. */
export function UploadStatus({ message }: { message: UploadMessage }) {
  if (!message) return null;
  return (
    <p
      className={message.error ? styles.error : styles.note}
      role={message.error ? 'alert' : 'status'}
    >
      {message.text}
    </p>
  );
}
