import { API_PATHS, type Blog, type BlogStatus } from '@brightwave/contracts';
import { apiRequest, getSessionUser } from '@brightwave/web-kit';

export interface BlogDraft {
  title: string;
  content: string;
  tags: string[];
  status: BlogStatus;
  /** A new cover; absent keeps the stored one (unless `removeImage`). */
  image?: File;
  /** The card's text and search result texts; empty means the defaults. */
  summary: string;
  seoTitle: string;
  seoDescription: string;
  /** The stored cover goes. */
  removeImage?: boolean;
}

function blogForm(draft: BlogDraft): FormData {
  const form = new FormData();
  form.set('title', draft.title);
  form.set('content', draft.content);
  form.set('tags', draft.tags.join(','));
  form.set('status', draft.status);
  form.set('email', getSessionUser()?.email ?? '');
  form.set('summary', draft.summary);
  form.set('seoTitle', draft.seoTitle);
  form.set('seoDescription', draft.seoDescription);
  if (draft.removeImage) form.set('removeImage', 'true');
  if (draft.image) form.set('image', draft.image);
  return form;
}

/** POST /createblog: multipart form data (the cover is a file), with `status`. */
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

/** DELETE /deleteblog/{id} (its comments go with it, on the server). */
export function deleteBlog(id: string): Promise<unknown> {
  return apiRequest(API_PATHS.deleteBlog(id), { method: 'DELETE', auth: true });
}
