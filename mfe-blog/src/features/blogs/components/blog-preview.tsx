import { useEffect, useId, useState } from 'react';
import { excerpt, htmlToText, readingTimeMinutes, type Blog } from '@brightwave/contracts';
import { Button, useSessionUser } from '@brightwave/web-kit';
import type { Writing } from '../hooks/use-blog-form';
import { BlogArticle } from './blog-article';
import styles from './blog-form.module.css';

export const PREVIEW_WIDTHS = { phone: 375, desktop: undefined } as const;
type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/** The writing as the post page will have it once published (today's date, the writer's name). */
function usePreviewBlog(writing: Writing, publishedAt?: string): Blog {
  const user = useSessionUser();
  const [coverUrl, setCoverUrl] = useState<string>();
  useEffect(() => {
    if (!writing.cover) return setCoverUrl(undefined);
    const url = URL.createObjectURL(writing.cover);
    setCoverUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [writing.cover]);
  const text = htmlToText(writing.content);
  return {
    _id: writing.draftId ?? 'preview',
    title: writing.title.trim(),
    content: writing.content,
    image: coverUrl ?? writing.storedImage,
    tags: writing.tags,
    createdBy: user?.id ?? '',
    authorName: user?.name ?? '',
    createdAt: publishedAt ?? new Date().toISOString(),
    likes: [],
    status: 'published',
    excerpt: excerpt(text),
    readingMinutes: readingTimeMinutes(text),
    commentCount: 0,
  };
}

/**
 * The post as readers will see it, drawn by the post page's own component, at a phone's width or
 * the desktop's; "Back to editing" returns to the form as it was.
 */
export function BlogPreview({
  writing,
  publishedAt,
  onClose,
}: {
  writing: Writing;
  publishedAt?: string;
  onClose: () => void;
}) {
  const blog = usePreviewBlog(writing, publishedAt);
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const titleId = useId();
  return (
    <section className={styles.postPreview} aria-labelledby={titleId}>
      <div className={styles.postPreviewBar}>
        <h2 id={titleId} className={styles.postPreviewTitle}>
          Preview
        </h2>
        <div className={styles.postPreviewWidths} role="group" aria-label="Preview width">
          {(Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]).map((option) => (
            <Button
              key={option}
              variant={width === option ? 'primary' : 'secondary'}
              aria-pressed={width === option}
              onClick={() => setWidth(option)}
            >
              {option === 'phone' ? 'Phone' : 'Desktop'}
            </Button>
          ))}
        </div>
        <Button variant="secondary" onClick={onClose} autoFocus>
          Back to editing
        </Button>
      </div>
      <div className={styles.postPreviewFrame} style={{ maxWidth: PREVIEW_WIDTHS[width] }}>
        <BlogArticle blog={blog} preview />
      </div>
    </section>
  );
}
