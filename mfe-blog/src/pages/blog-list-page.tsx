import { useId, useMemo, useState } from 'react';
import { API_PATHS, BLOG_LIST_PAGE_SIZE } from '@brightwave/contracts';
import { apiUrl, Button, ButtonLink, Spinner } from '@brightwave/web-kit';
import { CreateBlogButton } from '../features/author-request';
import { BlogCard } from '../features/blogs/blog-card';
import { useFeedLink } from '../features/blogs/document-meta';
import { matchesTitle, useBlogs } from '../features/blogs/use-blogs';
import styles from '../features/blogs/blog-page.module.css';

export const LIST_TEXTS = {
  loading: 'Loading blogs...',
  failed: 'We could not load the blogs. Please check your connection and try again.',
  empty: 'No blogs yet. Check back soon!',
  noMatch: 'No blogs match your search.',
} as const;

export default function BlogListPage() {
  const { state, retry } = useBlogs({ fields: 'summary' });
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(BLOG_LIST_PAGE_SIZE);
  const searchId = useId();
  useFeedLink(apiUrl(API_PATHS.rss));

  const matching = useMemo(
    () =>
      state.status === 'loaded' ? state.data.filter((blog) => matchesTitle(blog, search)) : [],
    [state, search],
  );

  return (
    <>
      <section className={styles.hero}>
        <div className={`bw-container ${styles.heroInner}`}>
          <span className={styles.eyebrow}>Brightwave Blog</span>
          <h1 className={styles.heroTitle}>Ideas from people who build software</h1>
          <p className={styles.heroText}>
            Stories, guides and lessons learned from our engineers, designers and community authors.
          </p>
          <div className={styles.actions}>
            <ButtonLink to="/yourBlogs" variant="onDark">
              yourBlogs
            </ButtonLink>
            <CreateBlogButton variant="secondary" />
          </div>
        </div>
      </section>

      <section className={`bw-container ${styles.section}`} aria-labelledby={`${searchId}-title`}>
        <h2 id={`${searchId}-title`} className="bw-visually-hidden">
          Latest posts
        </h2>
        <div className={styles.toolbar}>
          <label className={styles.search} htmlFor={searchId}>
            Search by title
            <input
              id={searchId}
              className={styles.input}
              type="search"
              value={search}
              placeholder="Search blogs..."
              onChange={(event) => {
                setSearch(event.target.value);
                setShown(BLOG_LIST_PAGE_SIZE);
              }}
            />
          </label>
          {state.status === 'loaded' && (
            <p className={styles.count} aria-live="polite">
              {matching.length} {matching.length === 1 ? 'post' : 'posts'}
            </p>
          )}
        </div>

        {state.status === 'loading' && (
          <div className={styles.state}>
            <Spinner size="large" label={LIST_TEXTS.loading} />
            <p aria-hidden="true">{LIST_TEXTS.loading}</p>
          </div>
        )}
        {state.status === 'failed' && (
          <div className={styles.state} role="alert">
            <p className={styles.stateTitle}>{LIST_TEXTS.failed}</p>
            <Button onClick={retry}>Retry</Button>
          </div>
        )}
        {state.status === 'loaded' && matching.length === 0 && (
          <div className={styles.state}>
            <p className={styles.stateTitle}>
              {state.data.length === 0 ? LIST_TEXTS.empty : LIST_TEXTS.noMatch}
            </p>
          </div>
        )}
        {matching.length > 0 && (
          <>
            <ul className={styles.grid}>
              {matching.slice(0, shown).map((blog) => (
                <li key={blog._id}>
                  <BlogCard blog={blog} />
                </li>
              ))}
            </ul>
            {matching.length > shown && (
              <div className={styles.more}>
                <Button
                  variant="secondary"
                  onClick={() => setShown((n) => n + BLOG_LIST_PAGE_SIZE)}
                >
                  Load more posts
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </>
  );
}
