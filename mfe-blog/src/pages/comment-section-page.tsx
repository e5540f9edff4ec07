import { Link, useParams } from '@brightwave/web-kit/router';
import { BlogNotFound } from '../components/blog-status';
import { useBlog } from '../features/blogs/hooks/use-blog';
import { CommentSectionThread } from '../features/discussion';
import styles from './comment-section-page.module.css';
import { pagePath, PAGE_PATHS } from '@brightwave/site-content';

/** A post's comment section (/CommentSection/{id}): its thread on a screen of its own. */
export default function CommentSectionPage() {
  const { id = '' } = useParams();
  const { state } = useBlog(id);

  // Only a clear "no such blog" hides the thread; any other failure still shows it.
  if (state.status === 'missing') return <BlogNotFound />;

  return (
    <div className={`bw-container ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Comments</p>
        <h1 className={styles.title}>
          {state.status === 'loaded' ? (
            state.data.title
          ) : state.status === 'failed' ? (
            'Comments on this post'
          ) : (
            <span aria-busy="true">Loading…</span>
          )}
        </h1>
        <Link className={styles.back} to={pagePath(PAGE_PATHS.blogPost, { id })}>
          ← Back to the post
        </Link>
      </header>
      <CommentSectionThread blogId={id} />
    </div>
  );
}
