import { API_PATHS, TEXTS, type AuthorApplication } from '@brightwave/contracts';
import { ApiError, apiRequest } from '@brightwave/web-kit';

/** GET /api/get-data: every application, newest first (admins only). */
export function listApplications(signal?: AbortSignal): Promise<AuthorApplication[]> {
  return apiRequest<AuthorApplication[]>(API_PATHS.authorApplications, { auth: true, signal });
}

/** The list's failure text after "Error: ": a bad status reads "Network response was not ok", anything else its own message. */
export function listErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return TEXTS.admin.networkNotOk;
  return error instanceof Error ? error.message : String(error);
}
