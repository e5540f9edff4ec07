import type { ContactMessage } from '@brightwave/contracts';
import { API_PATHS } from '@brightwave/contracts/plain';
import { apiExchange, ApiError } from '@brightwave/web-kit';
import { company, contactCopy } from '@brightwave/site-content';

/**
 * POST /send-email. Resolves when the API accepted the message, with whether it answered exactly
 * 200: the success notice shows only then (another 2xx clears the form without it).
 */
export async function sendContactMessage(message: ContactMessage): Promise<boolean> {
  const { status } = await apiExchange(API_PATHS.sendEmail, { json: message });
  return status === 200;
}

/** The words a visitor sees when sending failed: the server's own for a 400, polite otherwise. */
export function contactErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return error.message;
  return `${contactCopy.failure} ${company.emails.sales}.`;
}
