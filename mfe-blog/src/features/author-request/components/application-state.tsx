import { TEXTS, type AuthorApplication } from '@brightwave/contracts';
import { Notice } from '@brightwave/web-kit';

/** What a user who applied sees instead of the form: their application's state. */
export function ApplicationState({ application }: { application: AuthorApplication }) {
  if (application.status === 'accepted') {
    // Shown only for the moment it takes the session to learn of the new role.
    return <Notice tone="success">{TEXTS.authorRequest.accepted}</Notice>;
  }
  if (application.status === 'rejected') {
    return <Notice tone="error">{TEXTS.authorRequest.rejected}</Notice>;
  }
  return <Notice tone="info">{TEXTS.authorRequest.pending}</Notice>;
}
