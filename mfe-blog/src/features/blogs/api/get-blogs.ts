import {
  API_PATHS,
  BLOG_LIST_PAGE_SIZE,
  TOTAL_COUNT_HEADER,
  type Blog,
  type BlogSummary,
} from '@brightwave/contracts';
import { apiExchange, apiRequest } from '@brightwave/web-kit';
import type { ListFilter } from './list-query';

/** GET /getblogs: published blogs (with `author`, that author's, drafts included for them). */
export function fetchBlogs(
  query: { q?: string; author?: string; fields?: 'summary' } = {},
  signal?: AbortSignal,
): Promise<Blog[]> {
  return apiRequest<Blog[]>(API_PATHS.blogs, { query, auth: true, signal });
}

export interface BlogPage {
  blogs: BlogSummary[];
  /** Published posts matching the search, over all pages. */
  total: number;
}

/**
 * GET /getblogs?page=N&limit=12&fields=summary (and `q`, the title search): one page of the
 * published posts, and their total from the X-Total-Count header.
 */
export async function fetchBlogPage(
  query: { q: string; page: number } & ListFilter,
  signal?: AbortSignal,
): Promise<BlogPage> {
  // The order of firstListPage, so a first page rendered on the server is found by its path.
  const { headers, body } = await apiExchange<BlogSummary[]>(API_PATHS.blogs, {
    query: {
      q: query.q || undefined,
      tag: query.tag,
      author: query.author,
      page: query.page,
      limit: BLOG_LIST_PAGE_SIZE,
      fields: 'summary',
    },
    signal,
  });
  const header = headers.get(TOTAL_COUNT_HEADER);
  const total = Number(header);
  if (header === null || !Number.isInteger(total)) {
    throw new Error(`GET ${API_PATHS.blogs} answered no ${TOTAL_COUNT_HEADER}.`);
  }
  return { blogs: body, total };
}
