import { API_PATHS, TEXTS, type RegistrationPayload } from '@brightwave/contracts';
import { ApiError, apiExchange } from '@brightwave/web-kit';

/** POST /register. Resolves when the account exists (201); `admin`/`author` are always false. */
export async function register(payload: Omit<RegistrationPayload, 'admin' | 'author'>) {
  const { status } = await apiExchange(API_PATHS.register, {
    json: { ...payload, admin: false, author: false },
  });
  if (status !== 201) throw new Error(TEXTS.registration.failure);
}

/** The reply's `message` field, otherwise "Something went wrong. Please try again." */
export function registrationErrorMessage(error: unknown): string {
  const body = error instanceof ApiError ? error.body : undefined;
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : TEXTS.registration.failure;
}
