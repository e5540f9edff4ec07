import {
  API_PATHS,
  TEXTS,
  type AuthorApplicationPayload,
  type AuthorApplicationResponse,
} from '@brightwave/contracts';
import { ApiError, apiRequest } from '@brightwave/web-kit';

/** POST /api/save-data for the signed-in user: the server's `message` on success. */
export async function saveAuthorRequest(payload: AuthorApplicationPayload): Promise<string> {
  const answer = await apiRequest<AuthorApplicationResponse>(API_PATHS.authorApplicationCreate, {
    json: payload,
    auth: true,
  });
  return answer.message;
}

/**
 * What a failed request shows: the reply's `error` text, else "Failed to save data" for any other
 * answer; "An unexpected error occurred" when no answer came.
 */
export function authorRequestErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return TEXTS.authorRequest.unexpected;
  const text = (error.body as { error?: unknown } | null)?.error;
  return typeof text === 'string' && text ? text : TEXTS.authorRequest.saveFailed;
}
