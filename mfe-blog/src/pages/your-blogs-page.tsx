import { useId } from 'react';
import { Button, ButtonLink } from '@brightwave/web-kit';
import { AuthorStatus, CreateBlogButton } from '../features/author-request';
import { DeleteBlogDialog } from '../features/blogs/components/delete-blog-dialog';
import { EmptyState, FailedState, LIST_TEXTS, LoadingState } from '../components/load-states';
import { OwnBlogItem } from '../features/blogs/components/own-blog-item';
import { useOwnBlogs } from '../features/blogs/hooks/use-own-blogs';
import pageStyles from '../components/blog-page.module.css';
import styles from '../features/blogs/components/own-blogs.module.css';
import { PAGE_PATHS } from '@brightwave/site-content';

export const YOUR_BLOGS_TEXTS = {
  empty: 'You have not written any blogs yet.',
} as const;

/** /yourBlogs: the signed-in user's drafts and posts, to search, open, edit or delete. */
export default function YourBlogsPage() {
  const blogs = useOwnBlogs();
  const { state, deletion } = blogs;
  const searchId = useId();

  return (
    <>
      <section className={pageStyles.hero}>
        <div className={`bw-container ${pageStyles.heroInner}`}>
          <h1 className={pageStyles.heroTitle}>Your blogs</h1>
          <p className={pageStyles.heroText}>Drafts and published posts you have written.</p>
          <div className={pageStyles.actions}>
            <CreateBlogButton variant="onDark" />
            <ButtonLink to={PAGE_PATHS.blog} variant="secondary">
              All blogs
            </ButtonLink>
          </div>
        </div>
      </section>
      <section className={`bw-container ${pageStyles.section}`}>
        <AuthorStatus />
        <div className={pageStyles.toolbar}>
          <label className={pageStyles.search} htmlFor={searchId}>
            Search your blogs by title
            <input
              id={searchId}
              className={pageStyles.input}
              type="search"
              value={blogs.search}
              onChange={(event) => blogs.setSearch(event.target.value)}
            />
          </label>
        </div>
        {deletion.error && (
          <p role="alert" className={styles.error}>
            {deletion.error}
          </p>
        )}
        {state.status === 'loading' && <LoadingState label={LIST_TEXTS.loading} />}
        {state.status === 'failed' && (
          <FailedState message={LIST_TEXTS.failed} onRetry={blogs.retry} />
        )}
        {state.status === 'loaded' && blogs.matching.length === 0 && (
          <EmptyState
            message={state.data.length === 0 ? YOUR_BLOGS_TEXTS.empty : LIST_TEXTS.noMatch}
          />
        )}
        {blogs.shown.length > 0 && (
          <ul className={styles.list}>
            {blogs.shown.map((blog) => (
              <OwnBlogItem key={blog._id} blog={blog} user={blogs.user} onDelete={deletion.ask} />
            ))}
          </ul>
        )}
        {blogs.hasMore && (
          <div className={pageStyles.more}>
            <Button variant="secondary" onClick={blogs.showMore}>
              Load More
            </Button>
          </div>
        )}
      </section>
      <DeleteBlogDialog
        blog={deletion.blog}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </>
  );
}
