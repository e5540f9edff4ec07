import type { AuthUser } from '@brightwave/contracts';
import type { FastifyRequest } from 'fastify';
import type { StoredUser } from '../users.repository';

export type { AuthUser };

/** A request the auth guard has looked at: `authUser` is set when a valid token came with it. */
export type AuthenticatedRequest = FastifyRequest & { authUser?: AuthUser };

/** The public view of an account (what /login, /me and CurrentUser() give). */
export function toAuthUser(user: StoredUser): AuthUser {
  return {
    id: String(user._id),
    name: user.name,
    email: user.email,
    avatar: user.avatar ?? '',
    admin: user.admin,
    author: user.author,
  };
}
