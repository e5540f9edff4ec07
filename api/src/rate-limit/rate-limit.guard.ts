import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { RateLimitedError } from '../common/errors/api-error';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { RATE_LIMIT_POLICY, RateLimitPolicyName } from './rate-limit.decorator';
import { RateLimitRepository } from './rate-limit.repository';

/**
 * Fixed-window limit per client IP and policy; every route counts against the global policy
 * unless it names another one or opts out. Answers 429 with Retry-After when exceeded.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly counters: RateLimitRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.getAllAndOverride<RateLimitPolicyName | null | undefined>(
      RATE_LIMIT_POLICY,
      [context.getHandler(), context.getClass()],
    );
    if (name === null) return true;
    const policyName = name ?? 'global';
    const policy = this.config.rateLimit[policyName];
    const request = context.switchToHttp().getRequest<Request>();
    const client = request.ip ?? request.socket.remoteAddress ?? 'unknown';

    const now = Date.now();
    const window = Math.floor(now / policy.windowMs);
    const expiresAt = new Date((window + 1) * policy.windowMs);
    const count = await this.counters.hit(`${policyName}:${client}:${window}`, expiresAt);
    if (count > policy.max) {
      throw new RateLimitedError(Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000)));
    }
    return true;
  }
}
