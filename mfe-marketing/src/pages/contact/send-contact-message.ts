import type { ContactMessage } from '@brightwave/contracts';
import { apiRequest, ApiError } from '@brightwave/web-kit';
import { company, contactCopy } from '@brightwave/site-content';

/** POST /send-email. Resolves when the API accepted the message (it answers 200). */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await apiRequest('/send-email', { json: message });
}

/** The words a visitor sees when sending failed: the server's own for a 400, polite otherwise. */
export function contactErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return error.message;
  return `${contactCopy.failure} ${company.emails.sales}.`;
}
