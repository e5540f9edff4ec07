// One function per blog endpoint (API_PATHS), all through web-kit's client.
import {
  API_PATHS,
  BLOG_LIST_PAGE_SIZE,
  MEDIA_PATH_PREFIX,
  TOTAL_COUNT_HEADER,
  type Blog,
  type BlogStatus,
  type BlogSummary,
  type MediaUploadResponse,
} from '@brightwave/contracts';
import { apiExchange, apiRequest, apiUrl, getSessionUser } from '@brightwave/web-kit';

export type { Blog, BlogSummary };

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
  query: { q: string; page: number },
  signal?: AbortSignal,
): Promise<BlogPage> {
  const { headers, body } = await apiExchange<BlogSummary[]>(API_PATHS.blogs, {
    query: {
      q: query.q || undefined,
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

export function fetchBlog(id: string, signal?: AbortSignal): Promise<Blog> {
  return apiRequest<Blog>(API_PATHS.blog(id), { auth: true, signal });
}

export function fetchRelated(id: string, signal?: AbortSignal): Promise<BlogSummary[]> {
  return apiRequest<BlogSummary[]>(API_PATHS.relatedBlogs(id), { signal });
}

export function fetchBlogForEdit(id: string, signal?: AbortSignal): Promise<Blog> {
  return apiRequest<Blog>(API_PATHS.editBlog(id), { auth: true, signal });
}

export interface BlogDraft {
  title: string;
  content: string;
  tags: string[];
  status: BlogStatus;
  /** A new cover; absent keeps the stored one. */
  image?: File;
}

function blogForm(draft: BlogDraft): FormData {
  const form = new FormData();
  form.set('title', draft.title);
  form.set('content', draft.content);
  form.set('tags', draft.tags.join(','));
  form.set('status', draft.status);
  form.set('email', getSessionUser()?.email ?? '');
  if (draft.image) form.set('image', draft.image);
  return form;
}

/** POST /createblog (multipart, as the spec sends it, plus `status`). */
export function createBlog(draft: BlogDraft): Promise<Blog> {
  return apiRequest<Blog>(API_PATHS.createBlog, { form: blogForm(draft), auth: true });
}

/** PUT /editblog/{id}?timestamp=... */
export function updateBlog(id: string, draft: BlogDraft): Promise<Blog> {
  return apiRequest<Blog>(API_PATHS.editBlog(id), {
    method: 'PUT',
    form: blogForm(draft),
    auth: true,
    query: { timestamp: Date.now() },
  });
}

export function deleteBlog(id: string): Promise<unknown> {
  return apiRequest(API_PATHS.deleteBlog(id), { method: 'DELETE', auth: true });
}

export function toggleLike(id: string): Promise<Blog> {
  return apiRequest<Blog>(API_PATHS.likeBlog(id), { method: 'PATCH', auth: true });
}

/** POST /media: an image for the inside of a post; answers the path to put in the HTML. */
export async function uploadMedia(file: File): Promise<string> {
  const form = new FormData();
  form.set('image', file);
  return (await apiRequest<MediaUploadResponse>(API_PATHS.media, { form, auth: true })).url;
}

/** Where a stored image is served: the API's address in front of `/media/...`. */
export function mediaSrc(path: string): string {
  return path.startsWith(MEDIA_PATH_PREFIX) ? apiUrl(path) : path;
}

/** Sanitised post HTML with its images pointing at the API. */
export function withMediaUrls(html: string): string {
  return html.replace(
    /(<img src=")(\/media\/)/g,
    (_all, start: string) => `${start}${apiUrl('/media/')}`,
  );
}
