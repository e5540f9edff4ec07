import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from '@brightwave/web-kit/router';
import { BLOG_LIST_PAGE_SIZE, BLOG_TITLE_MAX } from '@brightwave/contracts';
import { Button, ButtonLink, Spinner } from '@brightwave/web-kit';
import { CreateBlogButton } from '../features/author-request';
import { BlogCard } from '../features/blogs/components/blog-card';
import { useFeedLink } from '../features/blogs/hooks/use-document-meta';
import { Pager } from '../features/blogs/components/pager';
import { useBlogPage } from '../features/blogs/hooks/use-blogs';
import styles from '../features/blogs/components/blog-page.module.css';

export const LIST_TEXTS = {
  loading: 'Loading blogs...',
  failed: 'We could not load the blogs. Please check your connection and try again.',
  empty: 'No blogs yet. Check back soon!',
  noMatch: 'No blogs match your search.',
  pages: 'Blog pages',
} as const;

/** The cards of the grid's first row (three columns on a wide screen): in the first viewport. */
const FIRST_ROW = 3;

/** How long typing in the search box pauses before the list is asked for again. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A positive whole page number from the URL; anything else is the first page. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The list's query string: `q` when searching, `page` beyond the first. */
function listSearch(q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export default function BlogListPage() {
  // The URL holds the search and the page, so a shared or reloaded link shows the same list.
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, BLOG_TITLE_MAX);
  const page = pageOf(params.get('page'));
  const { state, retry } = useBlogPage(q, page);
  const [search, setSearch] = useState(q);
  const searchId = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);
  useFeedLink();

  // Typing settles, then the search goes to the URL (replacing the entry: one per search, not
  // one per key) and back to the first page.
  useEffect(() => {
    const wanted = search.trim();
    if (wanted === q) return;
    const timer = window.setTimeout(
      () => setParams(listSearch(wanted, 1), { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [search, q, setParams]);

  // The URL changed on its own (back, forward, a link): the box follows it.
  useEffect(() => {
    setSearch((current) => (current.trim() === q ? current : q));
  }, [q]);

  const pageCount =
    state.status === 'loaded' ? Math.ceil(state.data.total / BLOG_LIST_PAGE_SIZE) : 0;

  // A page past the end (an old link, posts removed since) shows the last page instead.
  useEffect(() => {
    if (pageCount > 0 && page > pageCount) setParams(listSearch(q, pageCount), { replace: true });
  }, [page, pageCount, q, setParams]);

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
            <ButtonLink to="/yourBlogs" variant="onDark">
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
        {state.status === 'loaded' && state.data.total === 0 && (
          <div className={styles.state}>
            <p className={styles.stateTitle}>{q ? LIST_TEXTS.noMatch : LIST_TEXTS.empty}</p>
          </div>
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
            hrefOf={(to) => `/blog${listSearch(q, to)}`}
            // The next page replaces the cards: reading (and the screen reader) starts over at
            // the top of the list.
            onNavigate={() => {
              listHeading.current?.focus({ preventScroll: true });
              listHeading.current?.closest('section')?.scrollIntoView({ block: 'start' });
            }}
          />
        )}
      </section>
    </>
  );
}
