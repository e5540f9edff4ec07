import type { AuthUser } from '@brightwave/contracts';

/**
 * Who manages a blog (edits, publishes, deletes it, and deletes others' comments on it): an admin,
 * or its owner while an author. An owner whose author role was taken away manages nothing, on
 * every path; the role is read from the account on every request (AuthGuard).
 */
export function mayManageBlog(user: AuthUser | undefined, ownerId: string): boolean {
  return !!user && (user.admin || (user.author && ownerId === user.id));
}
