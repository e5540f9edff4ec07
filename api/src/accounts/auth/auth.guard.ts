import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ForbiddenError, UnauthorizedError } from '../../common/errors/api-error';
import { toAuthUser, type AuthenticatedRequest, type AuthUser } from './auth-user';
import { IS_PUBLIC, REQUIRED_ROLE, type Role } from './decorators';
import { TokensService } from './tokens.service';

/** The token of an `Authorization: Bearer` header, if any. */
export function bearerToken(request: AuthenticatedRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

function hasRole(user: AuthUser, role: Role): boolean {
  return role === 'admin' ? user.admin : user.author || user.admin;
}

/**
 * The global guard: every route needs a valid token unless marked @Public(); @Roles() adds a role.
 * The account is loaded on each request, so deletion, disabling, a role change or a password
 * change takes effect at once. On a public route a valid token still identifies the caller and
 * a missing or stale one is ignored.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokensService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets);
    const role = this.reflector.getAllAndOverride<Role | undefined>(REQUIRED_ROLE, targets);
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();

    const token = bearerToken(request);
    const account = token ? await this.tokens.authenticate(token) : undefined;
    if (account) request.authUser = toAuthUser(account);

    if (!request.authUser) {
      if (isPublic && !role) return true;
      throw new UnauthorizedError();
    }
    if (role && !hasRole(request.authUser, role)) throw new ForbiddenError();
    return true;
  }
}
