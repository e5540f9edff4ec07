import {
  API_PATHS,
  type AuthorApplication,
  type AuthorApplicationAction,
  type AuthorApplicationStatus,
} from '@brightwave/contracts';
import { apiRequest } from '@brightwave/web-kit';

const PATHS: Record<AuthorApplicationAction, (id: string) => string> = {
  accept: API_PATHS.acceptApplication,
  reject: API_PATHS.rejectApplication,
  reset: API_PATHS.resetApplication,
};

/**
 * PATCH /api/accept|reject|reset/{id}. `from` is the status the admin saw: a colleague's
 * decision taken meanwhile makes this one a 409 instead of silently overriding it.
 */
export function decideApplication(
  action: AuthorApplicationAction,
  id: string,
  from: AuthorApplicationStatus,
): Promise<AuthorApplication> {
  return apiRequest<AuthorApplication>(PATHS[action](id), {
    method: 'PATCH',
    json: { from },
    auth: true,
  });
}
