import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { addressKey } from './client-address';
import { RATE_LIMIT_POLICY, RateLimitPolicyName } from './rate-limit.decorator';
import { RateLimiter } from './rate-limiter.service';
import { ownCallOfTheServer, trustedVisitor } from './trusted-caller';

/**
 * The client a request counts against in every per-address limit: its IP (as `trust proxy`
 * resolves it: X-Forwarded-For only with TRUST_PROXY), an IPv6 one by its /64 (see addressKey);
 * for a call the site's own server makes for a visitor, that visitor's (trusted-caller.ts).
 */
export function clientIp(request: FastifyRequest): string {
  return addressKey(
    trustedVisitor(request) ?? request.ip ?? request.socket.remoteAddress ?? 'unknown',
  );
}

/**
 * Fixed-window limit per client IP and policy; every route counts against the global policy
 * unless it names another one or opts out. Answers 429 with Retry-After when exceeded.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.getAllAndOverride<RateLimitPolicyName | null | undefined>(
      RATE_LIMIT_POLICY,
      [context.getHandler(), context.getClass()],
    );
    if (name === null) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    // The site's server on its own behalf (its stamps, the canary guard's poll): not a visitor.
    if (ownCallOfTheServer(request)) return true;
    await this.limiter.consume(name ?? 'global', clientIp(request));
    return true;
  }
}
