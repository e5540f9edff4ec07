import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { addressKey } from './client-address';
import { RATE_LIMIT_POLICY, RateLimitPolicyName } from './rate-limit.decorator';
import { RateLimiter } from './rate-limiter.service';

/**
 * The client a request counts against in every per-address limit: its IP (as `trust proxy`
 * resolves it: X-Forwarded-For only with TRUST_PROXY), an IPv6 one by its /64 (see addressKey).
 */
export function clientIp(request: FastifyRequest): string {
  return addressKey(request.ip ?? request.socket.remoteAddress ?? 'unknown');
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
    await this.limiter.consume(name ?? 'global', clientIp(context.switchToHttp().getRequest()));
    return true;
  }
}
