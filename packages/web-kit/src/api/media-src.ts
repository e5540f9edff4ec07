import { MEDIA_PATH_PREFIX } from '@brightwave/contracts';
import { apiUrl } from './api-client';

/** Where a stored image is served: the API's address in front of `/media/...`. */
export function mediaSrc(path: string): string {
  return path.startsWith(MEDIA_PATH_PREFIX) ? apiUrl(path) : path;
}
