import {
  applyDecorators,
  createParamDecorator,
  ExecutionContext,
  SetMetadata,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthenticatedRequest, AuthUser } from './auth-user';

export const IS_PUBLIC = 'auth:public';
export const REQUIRED_ROLE = 'auth:role';

/** An open route: no token needed (a valid one sent anyway still identifies the caller). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export type Role = 'author' | 'admin';

/** Needs a role: 'admin' for admins, 'author' for authors and admins. Otherwise 403. */
export const Roles = (role: Role) => SetMetadata(REQUIRED_ROLE, role);

/** A console controller: admins only (enforced by the auth guard), documented as such. */
export const AdminApi = () =>
  applyDecorators(
    ApiTags('admin'),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'No valid sign-in.' }),
    ApiForbiddenResponse({ description: 'Signed in, but not an admin.' }),
    Roles('admin'),
  );

/** The signed-in caller, or undefined on a public route called without a valid token. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser | undefined =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().authUser,
);
