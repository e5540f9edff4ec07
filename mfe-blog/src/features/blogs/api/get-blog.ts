import { API_PATHS, type Blog, type BlogSummary } from '@brightwave/contracts';
import { apiRequest } from '@brightwave/web-kit';

/** GET /getblogs/{id}: one post to read (its author also gets their draft). */
export function fetchBlog(id: string, signal?: AbortSignal): Promise<Blog> {
  return apiRequest<Blog>(API_PATHS.blog(id), { auth: true, signal });
}

/** The posts shown under a post as "You Might Also Like". */
export function fetchRelated(id: string, signal?: AbortSignal): Promise<BlogSummary[]> {
  return apiRequest<BlogSummary[]>(API_PATHS.relatedBlogs(id), { signal });
}

/** GET /editblog/{id}: a post to edit; 403 when the user may not change it. */
export function fetchBlogForEdit(id: string, signal?: AbortSignal): Promise<Blog> {
  return apiRequest<Blog>(API_PATHS.editBlog(id), { auth: true, signal });
}
