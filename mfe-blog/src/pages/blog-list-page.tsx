import { useId, useRef } from 'react';
import { BLOG_TITLE_MAX } from '@brightwave/contracts';
import { ButtonLink } from '@brightwave/web-kit';
import { CreateBlogButton } from '../features/author-request';
import { SubscribeForm } from '../features/subscriptions';
import { BlogCard } from '../features/blogs/components/blog-card';
import {
  EmptyState,
  FailedState,
  LIST_TEXTS,
  LoadingState,
} from '../features/blogs/components/load-states';
import { Pager } from '../features/blogs/components/pager';
import { SEARCH_DEBOUNCE_MS, useBlogList } from '../features/blogs/hooks/use-blog-list';
import { useFeedLink } from '../features/blogs/hooks/use-document-meta';
import styles from '../features/blogs/components/blog-page.module.css';
import { PAGE_PATHS } from '@brightwave/site-content';

export { LIST_TEXTS, SEARCH_DEBOUNCE_MS };

/** The cards of the grid's first row (three columns on a wide screen): in the first viewport. */
const FIRST_ROW = 3;

/** /blog: the published posts, a page at a time, searchable by title. */
export default function BlogListPage() {
  const { q, page, pageCount, state, retry, search, setSearch, hrefOf } = useBlogList(
    PAGE_PATHS.blog,
  );
  const searchId = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);
  useFeedLink();

  const blogs = state.status === 'loaded' ? state.data.blogs : [];

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
            <ButtonLink to={PAGE_PATHS.yourBlogs} variant="onDark">
              yourBlogs
            </ButtonLink>
            <CreateBlogButton variant="secondary" />
          </div>
        </div>
      </section>

      <section className={`bw-container ${styles.section}`} aria-labelledby={`${searchId}-title`}>
        <h2 id={`${searchId}-title`} ref={listHeading} tabIndex={-1} className="bw-visually-hidden">
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
              maxLength={BLOG_TITLE_MAX}
              placeholder="Search blogs..."
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
          {state.status === 'loaded' && (
            <p className={styles.count} aria-live="polite">
              {state.data.total} {state.data.total === 1 ? 'post' : 'posts'}
              {pageCount > 1 && ` · page ${Math.min(page, pageCount)} of ${pageCount}`}
            </p>
          )}
        </div>

        {state.status === 'loading' && <LoadingState label={LIST_TEXTS.loading} text />}
        {state.status === 'failed' && <FailedState message={LIST_TEXTS.failed} onRetry={retry} />}
        {state.status === 'loaded' && state.data.total === 0 && (
          <EmptyState message={q ? LIST_TEXTS.noMatch : LIST_TEXTS.empty} />
        )}
        {blogs.length > 0 && (
          <ul className={styles.grid}>
            {blogs.map((blog, index) => (
              <li key={blog._id}>
                <BlogCard
                  blog={blog}
                  coverPriority={index === 0 ? 'high' : index < FIRST_ROW ? 'auto' : undefined}
                />
              </li>
            ))}
          </ul>
        )}
        {state.status === 'loaded' && (
          <Pager
            label={LIST_TEXTS.pages}
            current={page}
            count={pageCount}
            hrefOf={hrefOf}
            // The next page replaces the cards: reading (and the screen reader) starts over at
            // the top of the list.
            onNavigate={() => {
              listHeading.current?.focus({ preventScroll: true });
              listHeading.current?.closest('section')?.scrollIntoView({ block: 'start' });
            }}
          />
        )}
      </section>
      <div className="bw-container">
        <SubscribeForm kind="blog" />
      </div>
    </>
  );
}
