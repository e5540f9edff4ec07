import { API_PATHS, type AuthorProfile } from '@brightwave/contracts';
import { apiRequest } from '@brightwave/web-kit';

/** PUT /api/authors/{id}/bio as the signed-in author: the profile as saved. */
export function saveBio(id: string, bio: string): Promise<AuthorProfile> {
  return apiRequest<AuthorProfile>(API_PATHS.authorBio(id), {
    method: 'PUT',
    json: { bio },
    auth: true,
  });
}

/** PUT /api/authors/{id}/avatar as the signed-in author: the profile with the new picture. */
export function saveAvatar(id: string, file: File): Promise<AuthorProfile> {
  const form = new FormData();
  form.set('image', file);
  return apiRequest<AuthorProfile>(API_PATHS.authorAvatar(id), {
    method: 'PUT',
    form,
    auth: true,
  });
}
