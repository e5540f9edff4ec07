import { API_PATHS, BLOG_LIST_PAGE_SIZE } from '@brightwave/contracts';

/** Which published posts a list shows: all, one tag's, or one author's (by account id). */
export interface ListFilter {
  tag?: string;
  author?: string;
}

/**
 * A list's first call, exactly as the list pages make it (fetchBlogPage with no search, page 1,
 * the parameters in the same order): what the shell's server preloads and renders a list's first
 * page from (routes.ts, where the filter holds the route's `:parameters`).
 */
export function firstListPage(filter: ListFilter = {}): string {
  const only = [
    filter.tag === undefined ? '' : `tag=${filter.tag}&`,
    filter.author === undefined ? '' : `author=${filter.author}&`,
  ].join('');
  return `${API_PATHS.blogs}?${only}page=1&limit=${BLOG_LIST_PAGE_SIZE}&fields=summary`;
}

/** /blog's first call. */
export const FIRST_LIST_PAGE = firstListPage();
