import { API_PATHS, BLOG_LIST_PAGE_SIZE } from '@brightwave/contracts';

/**
 * The list's first call, exactly as the list page makes it (fetchBlogPage with no search, page
 * 1): what the shell's server preloads and renders /blog's first page from (routes.ts).
 */
export const FIRST_LIST_PAGE = `${API_PATHS.blogs}?page=1&limit=${BLOG_LIST_PAGE_SIZE}&fields=summary`;
