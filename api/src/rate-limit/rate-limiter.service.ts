import { Inject, Injectable } from '@nestjs/common';
import { RateLimitedError } from '../common/errors/api-error';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import type { RateLimitPolicyName } from './rate-limit.decorator';
import { RateLimitRepository } from './rate-limit.repository';

/**
 * Fixed-window counters per named policy and client key (an IP, an account), shared by every API
 * instance through MongoDB. Used by the global guard and by modules that count on their own terms
 * (failed sign-ins per account).
 */
@Injectable()
export class RateLimiter {
  constructor(
    private readonly counters: RateLimitRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one hit; throws RateLimitedError (429 with Retry-After) once over the limit. */
  async consume(policyName: RateLimitPolicyName, client: string): Promise<void> {
    const policy = this.config.rateLimit[policyName];
    const now = Date.now();
    const { key, expiresAt } = this.window(policyName, client, now);
    const count = await this.counters.hit(key, expiresAt);
    if (count > policy.max) {
      throw new RateLimitedError(Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000)));
    }
  }

  /** Forgets a client's hits in the current window (a successful sign-in clears its failures). */
  async clear(policyName: RateLimitPolicyName, client: string): Promise<void> {
    await this.counters.remove(this.window(policyName, client, Date.now()).key);
  }

  private window(policyName: RateLimitPolicyName, client: string, now: number) {
    const { windowMs } = this.config.rateLimit[policyName];
    const index = Math.floor(now / windowMs);
    return {
      key: `${policyName}:${client}:${index}`,
      expiresAt: new Date((index + 1) * windowMs),
    };
  }
}
