import { useEffect, useState } from 'react';
import { useSearchParams } from '@brightwave/web-kit/router';
import { BLOG_LIST_PAGE_SIZE, BLOG_TITLE_MAX } from '@brightwave/contracts';
import type { ListFilter } from '../api/list-query';
import { useBlogPage } from './use-blogs';

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

/**
 * The blog list's page of posts, kept in the URL (`q`, `page`) so a shared or reloaded link shows
 * the same list. `search` is the search box, which reaches the URL once typing pauses.
 */
export function useBlogList(path: string, filter: ListFilter = {}) {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, BLOG_TITLE_MAX);
  const page = pageOf(params.get('page'));
  const { state, retry } = useBlogPage(q, page, filter);
  const [search, setSearch] = useState(q);

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

  return {
    q,
    page,
    pageCount,
    state,
    retry,
    search,
    setSearch,
    /** The link to another page of the same search. */
    hrefOf: (to: number) => `${path}${listSearch(q, to)}`,
  };
}
