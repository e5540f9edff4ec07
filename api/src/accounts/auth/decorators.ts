import {
  applyDecorators,
  createParamDecorator,
  ExecutionContext,
  SetMetadata,
} from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/openapi/api-answers';
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
    ApiErrors({ 401: 'No valid sign-in.', 403: 'Signed in, but not an admin.' }),
    Roles('admin'),
  );

/** The signed-in caller, or undefined on a public route called without a valid token. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser | undefined =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().authUser,
);
