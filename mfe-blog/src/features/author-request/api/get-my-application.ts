import {
  API_PATHS,
  type AuthorApplication,
  type MyAuthorApplicationResponse,
} from '@brightwave/contracts';
import { apiRequest } from '@brightwave/web-kit';

/** GET /api/my-application: the signed-in user's own application, or null. */
export async function getMyApplication(): Promise<AuthorApplication | null> {
  const answer = await apiRequest<MyAuthorApplicationResponse>(API_PATHS.myAuthorApplication, {
    auth: true,
  });
  return answer.application;
}
