import {
  API_PATHS,
  type ForgotPasswordPayload,
  type MessageResponse,
  type ResetPasswordPayload,
} from '@brightwave/contracts';
import { apiRequest } from '@brightwave/web-kit';

/** POST /password/forgot: always the same answer, whether or not the address has an account. */
export async function requestPasswordReset(payload: ForgotPasswordPayload): Promise<string> {
  return (await apiRequest<MessageResponse>(API_PATHS.passwordForgot, { json: payload })).message;
}

/** POST /password/reset: sets the new password with the mailed token. */
export async function resetPassword(payload: ResetPasswordPayload): Promise<string> {
  return (await apiRequest<MessageResponse>(API_PATHS.passwordReset, { json: payload })).message;
}
