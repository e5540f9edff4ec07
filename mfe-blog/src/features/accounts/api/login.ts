import {
  API_PATHS,
  TEXTS,
  type LoginPayload,
  type LoginResponse,
  type SessionUser,
} from '@brightwave/contracts';
import { ApiError, apiRequest, NetworkError } from '@brightwave/web-kit';

/** POST /login: the signed-in user with its token, ready to store as the session. */
export async function login(payload: LoginPayload): Promise<SessionUser> {
  const { token, user } = await apiRequest<LoginResponse>(API_PATHS.login, { json: payload });
  return { ...user, token };
}

/** What the sign-in form shows for a failure: the server's words, or a polite fallback. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof NetworkError) return error.message;
  return TEXTS.login.failure;
}
