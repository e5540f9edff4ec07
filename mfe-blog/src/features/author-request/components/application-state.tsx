import { Link } from '@brightwave/web-kit/router';
import { TEXTS, type AuthorApplication } from '@brightwave/contracts';
import { Notice } from '@brightwave/web-kit';
import { PAGE_PATHS } from '@brightwave/site-content';

/** The day an application was sent, as the blog writes dates ("March 4, 2025", UTC). */
function sentOn(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** What a user who applied sees instead of the form: their application's state and date. */
export function ApplicationState({ application }: { application: AuthorApplication }) {
  if (application.status === 'accepted') {
    // Shown only for the moment it takes the session to learn of the new role.
    return <Notice tone="success">{TEXTS.authorRequest.accepted}</Notice>;
  }
  const tone = application.status === 'rejected' ? 'error' : 'info';
  const text =
    application.status === 'rejected' ? TEXTS.authorRequest.rejected : TEXTS.authorRequest.pending;
  return (
    <Notice tone={tone}>
      <p>{text}</p>
      <p>
        {TEXTS.admin.badges[application.status]}, sent on{' '}
        <time dateTime={application.createdAt}>{sentOn(application.createdAt)}</time>.{' '}
        <Link to={PAGE_PATHS.blog}>Back to the blog</Link>
      </p>
    </Notice>
  );
}
