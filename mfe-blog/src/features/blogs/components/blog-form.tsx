import { useId } from 'react';
import { TEXTS } from '@brightwave/contracts';
import { Button, Modal, Spinner } from '@brightwave/web-kit';
import { RichTextEditor } from '../../editor';
import { mediaSrc, uploadMedia } from '../api/media';
import { FORM_TEXTS, useBlogForm, type BlogFormOptions } from '../hooks/use-blog-form';
import { CoverPicker } from './cover-picker';
import { RestoreOffer } from './restore-offer';
import { TagPicker } from './tag-picker';
import styles from './blog-form.module.css';

export { FORM_TEXTS };

export type BlogFormProps = BlogFormOptions;

/** Create and edit: cover, title, the editor, tags; Save Draft, and Publish Now or Update Post. */
export function BlogForm({ mode, blog, autosaveKey }: BlogFormProps) {
  const ids = useId();
  const form = useBlogForm({ mode, blog, autosaveKey });
  const { writing, dispatch, submission, busy, saved } = form;
  const { notice, missing } = submission;
  const isPublished = blog?.status === 'published';

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
        void form.publish();
      }}
    >
      {saved && (
        <RestoreOffer
          saved={saved}
          onRestore={() => form.restore(saved)}
          onDiscard={form.discardSaved}
        />
      )}

      <CoverPicker
        current={writing.storedImage}
        file={writing.cover}
        onFile={(cover) => dispatch({ type: 'cover', cover })}
        invalid={missing.includes('image')}
      />

      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${ids}-title`}>
          Title
        </label>
        <input
          id={`${ids}-title`}
          className={styles.input}
          value={writing.title}
          maxLength={200}
          aria-invalid={missing.includes('title') || undefined}
          onChange={(event) => dispatch({ type: 'title', title: event.target.value })}
        />
      </div>

      <div className={styles.field}>
        <span id={contentLabel} className={styles.label}>
          Content
        </span>
        <RichTextEditor
          key={writing.editorKey}
          initialHtml={writing.content}
          onChange={(content) => dispatch({ type: 'content', content })}
          uploadImage={uploadMedia}
          resolveImageSrc={mediaSrc}
          labelledBy={contentLabel}
          invalid={missing.includes('content')}
        />
      </div>

      <TagPicker tags={writing.tags} onChange={(tags) => dispatch({ type: 'tags', tags })} />

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
          <Button variant="secondary" disabled={!!busy} onClick={() => void form.saveDraft()}>
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
        open={form.done}
        title={mode === 'create' ? TEXTS.blogs.published : FORM_TEXTS.updated}
        onClose={form.leave}
        hideClose
      >
        <p>{mode === 'create' ? 'Taking you to the blog...' : 'Taking you to your blogs...'}</p>
      </Modal>
    </form>
  );
}
