import { useCallback, useEffect, useRef, useState } from 'react';
import { BLOG_FETCH_DELAY_MS, TEXTS } from '@brightwave/contracts';
import { fetchBlogPage, fetchBlogs, type Blog, type BlogPage } from './blogs-api';

export type LoadState<T> =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: T };

/**
 * What `load` answers (a new `load` loads again; `retry` too). The page's first fetch waits the
 * spec's 800 ms; later ones (another page, a search, Retry) go at once. A failure is logged with
 * the spec's text and shown by the page.
 */
function useBlogsLoad<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const waited = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    const run = () => {
      waited.current = true;
      load(controller.signal).then(
        (data) => setState({ status: 'loaded', data }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error(TEXTS.blogs.fetchErrorLog, error);
          setState({ status: 'failed' });
        },
      );
    };
    const timer = waited.current ? undefined : window.setTimeout(run, BLOG_FETCH_DELAY_MS);
    if (waited.current) run();
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, setState, retry };
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

/** The spec's search: a case-insensitive substring of the title. */
export function matchesTitle(blog: { title: string }, search: string): boolean {
  return blog.title.toLowerCase().includes(search.trim().toLowerCase());
}
