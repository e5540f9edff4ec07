import { useCallback } from 'react';
import {
  BLOG_FETCH_DELAY_MS,
  TEXTS,
  TOTAL_COUNT_HEADER,
  type Blog,
  type BlogSummary,
} from '@brightwave/contracts';
import { useLoad, type FirstAnswer, type LoadOptions, type LoadState } from '@brightwave/web-kit';
import { fetchBlogPage, fetchBlogs, type BlogPage } from '../api/get-blogs';
import { firstListPage, type ListFilter } from '../api/list-query';
import { sentWithPage } from '../../../hooks/sent-with-page';

/** A list that could not be loaded is logged with this text, and shown by the page. */
function listFailure(error: unknown) {
  console.error(TEXTS.blogs.fetchErrorLog, error);
  return { status: 'failed' } as const;
}

/**
 * A list page's load: its first fetch waits BLOG_FETCH_DELAY_MS (800 ms), so the loading state is
 * seen rather than flashed; later ones (another page, a search, Retry) go at once.
 */
function useBlogsLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  first?: LoadOptions<T, { status: 'failed' }>['first'],
) {
  return useLoad(load, { failure: listFailure, firstDelayMs: BLOG_FETCH_DELAY_MS, first });
}

/** The list's first page as the server rendered it (the answer and its total), if it was. */
function firstPageState(answer: FirstAnswer): LoadState<BlogPage> | undefined {
  const total = Number(answer.headers[TOTAL_COUNT_HEADER.toLowerCase()]);
  return answer.status === 200 && Array.isArray(answer.body) && Number.isInteger(total)
    ? { status: 'loaded', data: { blogs: answer.body as BlogSummary[], total } }
    : undefined;
}

/** Blogs from GET /getblogs, all at once (the signed-in author's own list). */
export function useBlogs(query: { author?: string; fields?: 'summary' }): {
  state: LoadState<Blog[]>;
  retry: () => void;
  replace: (update: (blogs: Blog[]) => Blog[]) => void;
} {
  const { author, fields } = query;
  const load = useCallback(
    (signal: AbortSignal) => fetchBlogs({ author, fields }, signal),
    [author, fields],
  );
  const { state, setState, reload } = useBlogsLoad(load);
  const replace = useCallback(
    (update: (blogs: Blog[]) => Blog[]) =>
      setState((current) =>
        current.status === 'loaded' ? { status: 'loaded', data: update(current.data) } : current,
      ),
    [setState],
  );
  return { state, retry: reload, replace };
}

/** One page of published summaries from GET /getblogs, with the number of matching posts. */
export function useBlogPage(
  q: string,
  page: number,
  filter: ListFilter = {},
): {
  state: LoadState<BlogPage>;
  retry: () => void;
} {
  const { tag, author } = filter;
  const load = useCallback(
    (signal: AbortSignal) => fetchBlogPage({ q, page, tag, author }, signal),
    [q, page, tag, author],
  );
  // The first page without a search may have come with the page (no fetch, so no delay either).
  const first =
    !q && page === 1 ? sentWithPage(firstListPage({ tag, author }), firstPageState) : undefined;
  const { state, reload } = useBlogsLoad(load, first);
  return { state, retry: reload };
}

/** The title search: a case-insensitive substring of the title. */
export function matchesTitle(blog: { title: string }, search: string): boolean {
  return blog.title.toLowerCase().includes(search.trim().toLowerCase());
}
