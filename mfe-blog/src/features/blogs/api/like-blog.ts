import { API_PATHS, type Blog } from '@brightwave/contracts';
import { apiRequest } from '@brightwave/web-kit';

/** PATCH the post's like: adds the user's like or takes it back; answers the post as stored. */
export function toggleLike(id: string): Promise<Blog> {
  return apiRequest<Blog>(API_PATHS.likeBlog(id), { method: 'PATCH', auth: true });
}
