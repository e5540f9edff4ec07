import { SetMetadata } from '@nestjs/common';
import type { AppConfig } from '../config/configuration';

export type RateLimitPolicyName = keyof AppConfig['rateLimit'];

export const RATE_LIMIT_POLICY = 'rateLimitPolicy';

/** Counts a route against a named policy instead of the global one. */
export const RateLimit = (policy: RateLimitPolicyName) => SetMetadata(RATE_LIMIT_POLICY, policy);

/** Leaves a route uncounted (health probes must answer even under load). */
export const SkipRateLimit = () => SetMetadata(RATE_LIMIT_POLICY, null);
