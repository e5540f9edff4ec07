import type { RefObject } from 'react';
import type { useBlogList } from '../hooks/use-blog-list';
import { BlogCard } from './blog-card';
import { EmptyState, FailedState, LIST_TEXTS, LoadingState } from '../../../components/load-states';
import { Pager } from './pager';
import styles from '../../../components/blog-page.module.css';

/** The cards of the grid's first row (three columns on a wide screen): in the first viewport. */
const FIRST_ROW = 3;

interface PostGridProps {
  list: ReturnType<typeof useBlogList>;
  /** What an empty list says. */
  empty: string;
  /** The list's heading, where reading starts over when another page replaces the cards. */
  heading: RefObject<HTMLHeadingElement | null>;
}

/** A page of post cards with its loading, failed and empty states and the pager under it. */
export function PostGrid({ list, empty, heading }: PostGridProps) {
  const { state, retry, page, pageCount, hrefOf } = list;
  const blogs = state.status === 'loaded' ? state.data.blogs : [];
  return (
    <>
      {state.status === 'loading' && <LoadingState label={LIST_TEXTS.loading} text />}
      {state.status === 'failed' && <FailedState message={LIST_TEXTS.failed} onRetry={retry} />}
      {state.status === 'loaded' && state.data.total === 0 && <EmptyState message={empty} />}
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
            heading.current?.focus({ preventScroll: true });
            heading.current?.closest('section')?.scrollIntoView({ block: 'start' });
          }}
        />
      )}
    </>
  );
}
