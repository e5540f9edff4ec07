import { useCallback } from 'react';
import { BLOG_FETCH_DELAY_MS, TEXTS, type Blog } from '@brightwave/contracts';
import { fetchBlogPage, fetchBlogs, type BlogPage } from '../api/get-blogs';
import { useLoad, type LoadState } from './use-load';

/** A list that could not be loaded is logged with this text, and shown by the page. */
function listFailure(error: unknown) {
  console.error(TEXTS.blogs.fetchErrorLog, error);
  return { status: 'failed' } as const;
}

/**
 * A list page's load: its first fetch waits BLOG_FETCH_DELAY_MS (800 ms), so the loading state is
 * seen rather than flashed; later ones (another page, a search, Retry) go at once.
 */
function useBlogsLoad<T>(load: (signal: AbortSignal) => Promise<T>) {
  return useLoad(load, { failure: listFailure, firstDelayMs: BLOG_FETCH_DELAY_MS });
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
  const { state, setState, retry } = useBlogsLoad(load);
  const replace = useCallback(
    (update: (blogs: Blog[]) => Blog[]) =>
      setState((current) =>
        current.status === 'loaded' ? { status: 'loaded', data: update(current.data) } : current,
      ),
    [setState],
  );
  return { state, retry, replace };
}

/** One page of published summaries from GET /getblogs, with the number of matching posts. */
export function useBlogPage(
  q: string,
  page: number,
): {
  state: LoadState<BlogPage>;
  retry: () => void;
} {
  const load = useCallback((signal: AbortSignal) => fetchBlogPage({ q, page }, signal), [q, page]);
  const { state, retry } = useBlogsLoad(load);
  return { state, retry };
}

/** The title search: a case-insensitive substring of the title. */
export function matchesTitle(blog: { title: string }, search: string): boolean {
  return blog.title.toLowerCase().includes(search.trim().toLowerCase());
}
