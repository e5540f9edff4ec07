import { useId, useState } from 'react';
import { Link } from '@brightwave/web-kit/router';
import { pagePath, PAGE_PATHS } from '@brightwave/site-content';
import {
  BLOG_SUMMARY_MAX,
  EXCERPT_LENGTH,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  TEXTS,
} from '@brightwave/contracts';
import { Button, Modal, Spinner } from '@brightwave/web-kit';
import { RichTextEditor } from '../../../components/editor';
import { mediaSrc, uploadMedia } from '../api/media';
import { FORM_TEXTS, useBlogForm, type BlogFormOptions } from '../hooks/use-blog-form';
import { BlogPreview } from './blog-preview';
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
  const [previewing, setPreviewing] = useState(false);

  const contentLabel = `${ids}-content`;
  const noticeId = `${ids}-notice`;
  const primaryLabel = mode === 'create' || !isPublished ? 'Publish Now' : 'Update Post';
  return (
    <>
      {previewing && (
        <BlogPreview
          writing={writing}
          publishedAt={isPublished ? blog?.createdAt : undefined}
          onClose={() => setPreviewing(false)}
        />
      )}
      <form
        className={styles.form}
        hidden={previewing}
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
          onRemove={() => dispatch({ type: 'removeCover' })}
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

        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>Excerpt and search results (optional)</legend>
          <TextField
            id={`${ids}-summary`}
            label="Excerpt"
            hint={`The text of the post's card. Left empty, the first ${EXCERPT_LENGTH} characters of the post.`}
            max={BLOG_SUMMARY_MAX}
            multiline
            value={writing.summary}
            onChange={(value) => dispatch({ type: 'text', field: 'summary', value })}
          />
          <TextField
            id={`${ids}-seo-title`}
            label="Headline in search results"
            hint="Left empty, the post's title."
            max={SEO_TITLE_MAX}
            value={writing.seoTitle}
            onChange={(value) => dispatch({ type: 'text', field: 'seoTitle', value })}
          />
          <TextField
            id={`${ids}-seo-description`}
            label="Description in search results"
            hint="Left empty, the excerpt."
            max={SEO_DESCRIPTION_MAX}
            multiline
            value={writing.seoDescription}
            onChange={(value) => dispatch({ type: 'text', field: 'seoDescription', value })}
          />
        </fieldset>

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
          <Button variant="secondary" disabled={!!busy} onClick={() => setPreviewing(true)}>
            Preview
          </Button>
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
          {form.publishedId && (
            <p>
              <Link to={pagePath(PAGE_PATHS.blogPost, { id: form.publishedId })}>
                Open your post
              </Link>
            </p>
          )}
        </Modal>
      </form>
    </>
  );
}

/** An optional text of the form, with its hint and its limit. */
function TextField({
  id,
  label,
  hint,
  max,
  multiline,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  max: number;
  multiline?: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  const common = {
    id,
    className: styles.input,
    maxLength: max,
    value,
    'aria-describedby': `${id}-hint`,
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      <p id={`${id}-hint`} className={styles.hint}>
        {hint} At most {max} characters.
      </p>
    </div>
  );
}
