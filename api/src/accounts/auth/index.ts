// What other modules use to protect their routes and know their caller.
export { AuthGuard } from './auth.guard';
export { toAuthUser, type AuthUser, type AuthenticatedRequest } from './auth-user';
export { AdminApi, CurrentUser, Public, Roles, type Role } from './decorators';
