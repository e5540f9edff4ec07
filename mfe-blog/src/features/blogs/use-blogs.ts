import { useCallback, useEffect, useState } from 'react';
import { BLOG_FETCH_DELAY_MS, TEXTS } from '@brightwave/contracts';
import { fetchBlogs, type Blog } from './blogs-api';

export type LoadState<T> =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: T };

/**
 * Blogs from GET /getblogs, fetched after the spec's 800 ms delay; `retry` fetches again. A
 * failure is logged with the spec's text and shown by the page.
 */
export function useBlogs(query: { author?: string; fields?: 'summary' }): {
  state: LoadState<Blog[]>;
  retry: () => void;
  replace: (update: (blogs: Blog[]) => Blog[]) => void;
} {
  const [state, setState] = useState<LoadState<Blog[]>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { author, fields } = query;

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    const timer = window.setTimeout(() => {
      fetchBlogs({ author, fields }, controller.signal).then(
        (data) => setState({ status: 'loaded', data }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error(TEXTS.blogs.fetchErrorLog, error);
          setState({ status: 'failed' });
        },
      );
    }, BLOG_FETCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [author, fields, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback(
    (update: (blogs: Blog[]) => Blog[]) =>
      setState((current) =>
        current.status === 'loaded' ? { status: 'loaded', data: update(current.data) } : current,
      ),
    [],
  );
  return { state, retry, replace };
}

/** The spec's search: a case-insensitive substring of the title. */
export function matchesTitle(blog: { title: string }, search: string): boolean {
  return blog.title.toLowerCase().includes(search.trim().toLowerCase());
}
