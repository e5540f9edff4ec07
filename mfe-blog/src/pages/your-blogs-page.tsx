import { useId, useMemo, useState } from 'react';
import { Link } from '@brightwave/web-kit/router';
import {
  TEXTS,
  YOUR_BLOGS_LOAD_MORE,
  YOUR_BLOGS_PAGE_SIZE,
  type Blog,
} from '@brightwave/contracts';
import { Button, ButtonLink, Modal, Spinner, useSessionUser } from '@brightwave/web-kit';
import { CreateBlogButton } from '../features/author-request';
import { CoverPlaceholder } from '../features/blogs/components/blog-card';
import { mediaSrc } from '../features/blogs/api/media';
import { deleteBlog } from '../features/blogs/api/save-blog';
import { blogDate, readingLabel } from '../features/blogs/format';
import { matchesTitle, useBlogs } from '../features/blogs/hooks/use-blogs';
import { LIST_TEXTS } from './blog-list-page';
import pageStyles from '../features/blogs/components/blog-page.module.css';
import styles from './your-blogs-page.module.css';

export const YOUR_BLOGS_TEXTS = {
  empty: 'You have not written any blogs yet.',
} as const;

export default function YourBlogsPage() {
  const user = useSessionUser();
  const { state, retry, replace } = useBlogs({ author: user?.id, fields: 'summary' });
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(YOUR_BLOGS_PAGE_SIZE);
  const [deleting, setDeleting] = useState<Blog | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const searchId = useId();

  const matching = useMemo(
    () =>
      state.status === 'loaded' ? state.data.filter((blog) => matchesTitle(blog, search)) : [],
    [state, search],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteBlog(deleting._id);
      replace((blogs) => blogs.filter((blog) => blog._id !== deleting._id));
      setDeleting(null);
      setError('');
    } catch {
      setDeleting(null);
      setError(TEXTS.blogs.deleteFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className={pageStyles.hero}>
        <div className={`bw-container ${pageStyles.heroInner}`}>
          <h1 className={pageStyles.heroTitle}>Your blogs</h1>
          <p className={pageStyles.heroText}>Drafts and published posts you have written.</p>
          <div className={pageStyles.actions}>
            <CreateBlogButton variant="onDark" />
            <ButtonLink to="/blog" variant="secondary">
              All blogs
            </ButtonLink>
          </div>
        </div>
      </section>
      <section className={`bw-container ${pageStyles.section}`}>
        <div className={pageStyles.toolbar}>
          <label className={pageStyles.search} htmlFor={searchId}>
            Search your blogs by title
            <input
              id={searchId}
              className={pageStyles.input}
              type="search"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setShown(YOUR_BLOGS_PAGE_SIZE);
              }}
            />
          </label>
        </div>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        {state.status === 'loading' && (
          <div className={pageStyles.state}>
            <Spinner size="large" label={LIST_TEXTS.loading} />
          </div>
        )}
        {state.status === 'failed' && (
          <div className={pageStyles.state} role="alert">
            <p className={pageStyles.stateTitle}>{LIST_TEXTS.failed}</p>
            <Button onClick={retry}>Retry</Button>
          </div>
        )}
        {state.status === 'loaded' && matching.length === 0 && (
          <div className={pageStyles.state}>
            <p className={pageStyles.stateTitle}>
              {state.data.length === 0 ? YOUR_BLOGS_TEXTS.empty : LIST_TEXTS.noMatch}
            </p>
          </div>
        )}
        {matching.length > 0 && (
          <ul className={styles.list}>
            {matching.slice(0, shown).map((blog) => {
              const cover = blog.cardImage ?? blog.image;
              // Edit and Delete need the author (or admin) role as well as ownership, as the API
              // does: a demoted author's posts stay listed, read-only.
              const owner = blog.createdBy === user?.id && (user.author || user.admin);
              return (
                <li key={blog._id} className={styles.item}>
                  {cover ? (
                    <img
                      className={styles.cover}
                      src={mediaSrc(cover)}
                      alt=""
                      width={600}
                      height={315}
                    />
                  ) : (
                    <CoverPlaceholder className={styles.cover} />
                  )}
                  <div className={styles.body}>
                    <h2 className={styles.title}>
                      <Link to={`/blogDetails/${blog._id}`}>{blog.title || 'Untitled draft'}</Link>
                      {blog.status === 'draft' && <span className={styles.draft}>Draft</span>}
                    </h2>
                    <p className={styles.meta}>
                      <time dateTime={blog.createdAt}>{blogDate(blog.createdAt)}</time> ·{' '}
                      {readingLabel(blog.readingMinutes)} · {blog.likes.length}{' '}
                      {blog.likes.length === 1 ? 'like' : 'likes'}
                    </p>
                    <p className={styles.excerpt}>{blog.excerpt}</p>
                    <div className={styles.actions}>
                      <Link className={styles.textLink} to={`/CommentSection/${blog._id}`}>
                        View Comments
                      </Link>
                      {owner && (
                        <>
                          <ButtonLink
                            size="small"
                            variant="secondary"
                            to={`/editblog/${blog._id}`}
                            aria-label={`Edit ${blog.title || 'draft'}`}
                          >
                            Edit
                          </ButtonLink>
                          <Button
                            size="small"
                            variant="danger"
                            onClick={() => setDeleting(blog)}
                            aria-label={`Delete ${blog.title || 'draft'}`}
                          >
                            Delete
                          </Button>
                        </>
                      )}
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {matching.length > shown && (
          <div className={pageStyles.more}>
            <Button variant="secondary" onClick={() => setShown((n) => n + YOUR_BLOGS_LOAD_MORE)}>
              Load More
            </Button>
          </div>
        )}
      </section>
      <Modal
        open={!!deleting}
        title="Delete blog"
        description={TEXTS.blogs.confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <div className={styles.dialogButtons}>
          <Button variant="danger" disabled={busy} onClick={() => void confirmDelete()}>
            {busy ? <Spinner label="Deleting" /> : null}
            Delete
          </Button>
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
        </div>
      </Modal>
    </>
  );
}
