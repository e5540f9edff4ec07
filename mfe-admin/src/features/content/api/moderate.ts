import { adminCall } from '../../../hooks/use-admin-data';

/** POSTs a moderation action (unpublish or delete a post, delete a comment) with its reason. */
export const moderate = (path: string, reason: string) =>
  adminCall<unknown>(path, { method: 'POST', json: { reason } });
