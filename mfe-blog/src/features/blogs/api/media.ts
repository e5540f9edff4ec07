import { API_PATHS, type MediaUploadResponse } from '@brightwave/contracts';
import { apiRequest, apiUrl } from '@brightwave/web-kit';

export { mediaSrc } from '@brightwave/web-kit';

/** POST /media: an image for the inside of a post; answers the path to put in the HTML. */
export async function uploadMedia(file: File): Promise<string> {
  const form = new FormData();
  form.set('image', file);
  return (await apiRequest<MediaUploadResponse>(API_PATHS.media, { form, auth: true })).url;
}

/** Sanitised post HTML with its images pointing at the API. */
export function withMediaUrls(html: string): string {
  return html.replace(
    /(<img src=")(\/media\/)/g,
    (_all, start: string) => `${start}${apiUrl('/media/')}`,
  );
}
