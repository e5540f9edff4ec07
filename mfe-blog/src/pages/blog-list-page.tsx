import { useId, useRef } from 'react';
import { BLOG_TITLE_MAX } from '@brightwave/contracts';
import { ButtonLink } from '@brightwave/web-kit';
import { CreateBlogButton } from '../features/author-request';
import { SubscribeForm } from '../features/subscriptions';
import { LIST_TEXTS } from '../components/load-states';
import { PostGrid } from '../features/blogs/components/post-grid';
import { SEARCH_DEBOUNCE_MS, useBlogList } from '../features/blogs/hooks/use-blog-list';
import { useFeedLink } from '../features/blogs/hooks/use-document-meta';
import styles from '../components/blog-page.module.css';
import { PAGE_PATHS } from '@brightwave/site-content';

export { LIST_TEXTS, SEARCH_DEBOUNCE_MS };

/** /blog: the published posts, a page at a time, searchable by title. */
export default function BlogListPage() {
  const list = useBlogList(PAGE_PATHS.blog);
  const { q, page, pageCount, state, search, setSearch } = list;
  const searchId = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);
  useFeedLink();

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

        <PostGrid
          list={list}
          empty={q ? LIST_TEXTS.noMatch : LIST_TEXTS.empty}
          heading={listHeading}
        />
      </section>
      <div className="bw-container">
        <SubscribeForm kind="blog" />
      </div>
    </>
  );
}
