import {
  AUTHOR_APPLICATION_STATUSES,
  type AuthorApplication,
  type AuthorApplicationStatus,
} from '@brightwave/contracts';

export type StatusFilter = 'all' | AuthorApplicationStatus;
export const STATUS_FILTERS: StatusFilter[] = ['all', ...AUTHOR_APPLICATION_STATUSES];

/** The admin search: case-insensitive on name, e-mail or description. */
export function matchesSearch(application: AuthorApplication, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [application.name, application.email, application.description].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

export function filterApplications(
  applications: AuthorApplication[],
  search: string,
  status: StatusFilter,
): AuthorApplication[] {
  return applications.filter(
    (app) => (status === 'all' || app.status === status) && matchesSearch(app, search),
  );
}

/** How many applications each filter shows for the current search. */
export function countByStatus(
  applications: AuthorApplication[],
  search: string,
): Record<StatusFilter, number> {
  const counts: Record<StatusFilter, number> = { all: 0, pending: 0, accepted: 0, rejected: 0 };
  for (const app of applications) {
    if (!matchesSearch(app, search)) continue;
    counts.all += 1;
    counts[app.status] += 1;
  }
  return counts;
}
