import { useEffect, useState } from 'react';
import { Link, useParams } from '@brightwave/web-kit/router';
import { API_PATHS, TEXTS, type Blog } from '@brightwave/contracts';
import { ApiError, apiRequest, ButtonLink, StatusPage } from '@brightwave/web-kit';
import { CommentSectionThread } from '../features/discussion';
import styles from './comment-section-page.module.css';

type BlogState = { kind: 'loading' } | { kind: 'found'; title: string } | { kind: 'missing' };

/** A post's comment section (/CommentSection/{id}): its thread on a screen of its own. */
export default function CommentSectionPage() {
  const { id = '' } = useParams();
  const [blog, setBlog] = useState<BlogState>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    apiRequest<Blog>(API_PATHS.blog(id)).then(
      (found) => live && setBlog({ kind: 'found', title: found.title }),
      // Only a clear "no such blog" hides the thread; any other failure still shows it.
      (error: unknown) =>
        live &&
        setBlog(
          error instanceof ApiError && (error.status === 404 || error.status === 400)
            ? { kind: 'missing' }
            : { kind: 'found', title: 'Comments on this post' },
        ),
    );
    return () => {
      live = false;
    };
  }, [id]);

  if (blog.kind === 'missing') {
    return (
      <StatusPage
        title={TEXTS.blogs.notFoundTitle}
        actions={<ButtonLink to="/blog">{TEXTS.blogs.backToBlogs}</ButtonLink>}
      >
        <p>{TEXTS.blogs.notFoundText}</p>
      </StatusPage>
    );
  }

  return (
    <div className={`bw-container ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Comments</p>
        <h1 className={styles.title}>
          {blog.kind === 'found' ? blog.title : <span aria-busy="true">Loading…</span>}
        </h1>
        <Link className={styles.back} to={`/blogDetails/${encodeURIComponent(id)}`}>
          ← Back to the post
        </Link>
      </header>
      <CommentSectionThread blogId={id} />
    </div>
  );
}
