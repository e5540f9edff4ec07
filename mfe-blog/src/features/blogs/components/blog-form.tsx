import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from '@brightwave/web-kit/router';
import {
  BLOG_TEXT_MAX,
  htmlToText,
  missingForPublish,
  PUBLISH_MODAL_MS,
  TEXTS,
  UPDATE_MODAL_MS,
  type Blog,
} from '@brightwave/contracts';
import { Button, Modal, Spinner } from '@brightwave/web-kit';
import { RichTextEditor } from '../../editor';
import { mediaSrc, uploadMedia } from '../api/media';
import { createBlog, updateBlog, type BlogDraft } from '../api/save-blog';
import { CoverPicker } from './cover-picker';
import { blogDate } from '../format';
import { TagPicker } from './tag-picker';
import { clearSavedWork, readSavedWork, useAutosave, type SavedWork } from '../hooks/use-autosave';
import styles from './blog-form.module.css';

export const FORM_TEXTS = {
  draftSaved: 'Draft saved. Only you can see it.',
  draftFailed: 'The draft could not be saved. Please try again.',
  updated: 'Blog Updated Successfully!',
  tooLong: `The content must be at most ${BLOG_TEXT_MAX} characters of text.`,
  restorePrompt: 'You have unsaved writing from',
  restoreNote: 'The cover image is not kept in the browser: choose it again after restoring.',
} as const;

export interface BlogFormProps {
  mode: 'create' | 'edit';
  /** The blog being edited (edit mode). */
  blog?: Blog;
  /** Where the browser keeps unsaved work for this form. */
  autosaveKey: string;
}

type Notice = { kind: 'error' | 'info'; text: string } | null;

/** Create and edit: cover, title, the editor, tags; Save Draft, and Publish Now or Update Post. */
export function BlogForm({ mode, blog, autosaveKey }: BlogFormProps) {
  const navigate = useNavigate();
  const ids = useId();
  const [title, setTitle] = useState(blog?.title ?? '');
  const [content, setContent] = useState(blog?.content ?? '');
  const [tags, setTags] = useState<string[]>(blog?.tags ?? []);
  const [cover, setCover] = useState<File>();
  const [draftId, setDraftId] = useState(blog?._id);
  /** The cover the server has (after a draft save, or of the blog being edited). */
  const [storedImage, setStoredImage] = useState(blog?.image);
  const [editorKey, setEditorKey] = useState(0);
  const [busy, setBusy] = useState<'draft' | 'publish' | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  const [saved, setSaved] = useState<SavedWork | null>(() => {
    const work = readSavedWork(autosaveKey);
    return work && (work.title !== (blog?.title ?? '') || work.content !== (blog?.content ?? ''))
      ? work
      : null;
  });
  const isPublished = blog?.status === 'published';

  const autosave = useAutosave(
    autosaveKey,
    () => ({ title, content, tags, draftId, image: storedImage }),
    !done && !saved,
  );

  const redirect = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const restore = (work: SavedWork) => {
    setTitle(work.title);
    setContent(work.content);
    setTags(work.tags);
    if (work.draftId) setDraftId(work.draftId);
    if (work.image) setStoredImage(work.image);
    setEditorKey((k) => k + 1);
    setSaved(null);
  };

  const draft = (status: BlogDraft['status']): BlogDraft => ({
    title: title.trim(),
    content,
    tags,
    status,
    image: cover,
  });

  const tooLong = htmlToText(content).length > BLOG_TEXT_MAX;

  const saveDraft = async () => {
    if (tooLong) {
      setNotice({ kind: 'error', text: FORM_TEXTS.tooLong });
      return;
    }
    setBusy('draft');
    setNotice(null);
    try {
      const stored = draftId
        ? await updateBlog(draftId, draft('draft'))
        : await createBlog(draft('draft'));
      setDraftId(stored._id);
      setStoredImage(stored.image);
      setCover(undefined);
      setNotice({ kind: 'info', text: FORM_TEXTS.draftSaved });
    } catch {
      setNotice({ kind: 'error', text: FORM_TEXTS.draftFailed });
    } finally {
      setBusy(null);
    }
  };

  const publish = async () => {
    const absent = missingForPublish({ title, content, hasImage: !!cover || !!storedImage });
    setMissing(absent);
    if (absent.length) {
      setNotice({
        kind: 'error',
        text: mode === 'create' ? TEXTS.blogs.fillAllToPublish : TEXTS.blogs.fillAllToUpdate,
      });
      return;
    }
    if (tooLong) {
      setNotice({ kind: 'error', text: FORM_TEXTS.tooLong });
      return;
    }
    setBusy('publish');
    setNotice(null);
    try {
      if (draftId) await updateBlog(draftId, draft('published'));
      else await createBlog(draft('published'));
      autosave.finish();
      setDone(true);
      const [to, ms] =
        mode === 'create' ? ['/blog', PUBLISH_MODAL_MS] : ['/yourBlogs', UPDATE_MODAL_MS];
      redirect.current = window.setTimeout(() => void navigate(to), ms);
    } catch {
      setNotice({
        kind: 'error',
        text: mode === 'create' ? TEXTS.blogs.publishFailed : TEXTS.blogs.updateFailed,
      });
    } finally {
      setBusy(null);
    }
  };

  const contentLabel = `${ids}-content`;
  const noticeId = `${ids}-notice`;
  const primaryLabel = mode === 'create' || !isPublished ? 'Publish Now' : 'Update Post';
  return (
    <form
      className={styles.form}
      noValidate
      aria-describedby={notice ? noticeId : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void publish();
      }}
    >
      {saved && (
        <div className={styles.restore} role="region" aria-label="Unsaved writing">
          <p>
            {FORM_TEXTS.restorePrompt} {blogDate(new Date(saved.savedAt).toISOString())},{' '}
            {new Date(saved.savedAt).toLocaleTimeString('en-US', {
              hour: 'numeric',
              minute: '2-digit',
            })}
            : <strong>{saved.title || 'Untitled'}</strong>. {FORM_TEXTS.restoreNote}
          </p>
          <div className={styles.buttons}>
            <Button size="small" onClick={() => restore(saved)}>
              Restore
            </Button>
            <Button
              size="small"
              variant="ghost"
              onClick={() => {
                clearSavedWork(autosaveKey);
                setSaved(null);
              }}
            >
              Discard
            </Button>
          </div>
        </div>
      )}

      <CoverPicker
        current={storedImage}
        file={cover}
        onFile={setCover}
        invalid={missing.includes('image')}
      />

      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${ids}-title`}>
          Title
        </label>
        <input
          id={`${ids}-title`}
          className={styles.input}
          value={title}
          maxLength={200}
          aria-invalid={missing.includes('title') || undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>

      <div className={styles.field}>
        <span id={contentLabel} className={styles.label}>
          Content
        </span>
        <RichTextEditor
          key={editorKey}
          initialHtml={content}
          onChange={setContent}
          uploadImage={uploadMedia}
          resolveImageSrc={mediaSrc}
          labelledBy={contentLabel}
          invalid={missing.includes('content')}
        />
      </div>

      <TagPicker tags={tags} onChange={setTags} />

      {notice && (
        <p
          id={noticeId}
          className={notice.kind === 'error' ? styles.error : styles.info}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}

      <div className={styles.buttons}>
        {!isPublished && (
          <Button variant="secondary" disabled={!!busy} onClick={() => void saveDraft()}>
            {busy === 'draft' ? <Spinner label="Saving draft" /> : null}
            Save Draft
          </Button>
        )}
        <Button type="submit" disabled={!!busy}>
          {busy === 'publish' ? (
            <Spinner label={mode === 'create' ? 'Publishing' : 'Updating'} />
          ) : null}
          {primaryLabel}
        </Button>
      </div>

      <Modal
        open={done}
        title={mode === 'create' ? TEXTS.blogs.published : FORM_TEXTS.updated}
        onClose={() => void navigate(mode === 'create' ? '/blog' : '/yourBlogs')}
        hideClose
      >
        <p>{mode === 'create' ? 'Taking you to the blog...' : 'Taking you to your blogs...'}</p>
      </Modal>
    </form>
  );
}
