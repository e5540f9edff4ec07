import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { RateLimitedError } from '../common/errors/api-error';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import type { RateLimitPolicyName } from './rate-limit.decorator';
import { RateLimitRepository } from './rate-limit.repository';

/** How often leases of windows that have passed are forgotten (with the client keys in them). */
const SWEEP_MS = 5_000;

/**
 * How many hits an instance claims from a shared counter at once: a tenth of the limit. Limits of
 * up to 19 (sign-in, contact, password reset, comments) claim one hit at a time, so they are exact
 * across instances; the global per-IP limit of 300 costs one database write per 30 requests.
 */
export const claimSize = (max: number) => Math.max(1, Math.floor(max / 10));

/** The 429 for a window ending at `windowEnd`, with the seconds until then as Retry-After. */
const limitedUntil = (windowEnd: number) =>
  new RateLimitedError(Math.max(1, Math.ceil((windowEnd - Date.now()) / 1000)));

/** This instance's share of one window's counter: hits claimed from MongoDB, and used here. */
interface Lease {
  windowEnd: number;
  granted: number;
  used: number;
  /** The shared counter reached the limit: no further claim can succeed in this window. */
  spent: boolean;
  claiming?: Promise<void>;
}

/**
 * Fixed-window counters per named policy and client key (an IP, an account), shared by every API
 * instance through MongoDB without a database write per request: an instance claims hits from a
 * window's counter in blocks (`claimSize`) and counts them off in memory. The limit is never
 * exceeded across instances; hits claimed and not used by one instance are lost to the others
 * (at most one block per instance and window). Used by the global guard and by modules that count
 * on their own terms (failed sign-ins per account).
 */
@Injectable()
export class RateLimiter implements OnModuleDestroy {
  private readonly leases = new Map<string, Lease>();
  private readonly sweeper = setInterval(() => this.sweep(Date.now()), SWEEP_MS).unref();

  constructor(
    private readonly counters: RateLimitRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /** Counts one hit; throws RateLimitedError (429 with Retry-After) once over the limit. */
  async consume(policyName: RateLimitPolicyName, client: string): Promise<void> {
    while (!this.tryConsume(policyName, client)) {
      const { max } = this.config.rateLimit[policyName];
      const { key, windowEnd } = this.window(policyName, client, Date.now());
      const lease = this.leaseOf(key, windowEnd);
      // Concurrent requests of one client wait for a single claim rather than each making one.
      lease.claiming ??= this.claim(lease, key, new Date(windowEnd), max);
      await lease.claiming;
    }
  }

  /**
   * Counts one hit like `consume`, but answers false once over the limit instead of throwing: for
   * limits that leave something out quietly (a mail) rather than refuse the request.
   */
  async allows(policyName: RateLimitPolicyName, client: string): Promise<boolean> {
    try {
      await this.consume(policyName, client);
      return true;
    } catch (error) {
      if (error instanceof RateLimitedError) return false;
      throw error;
    }
  }

  /**
   * Counts one hit from the hits this instance holds, without waiting: true when counted, false
   * when a claim from the database is needed first (then `consume`). Throws RateLimitedError once
   * over the limit. Lets a route that answers from memory stay synchronous.
   */
  tryConsume(policyName: RateLimitPolicyName, client: string): boolean {
    const { key, windowEnd } = this.window(policyName, client, Date.now());
    const lease = this.leaseOf(key, windowEnd);
    if (lease.used < lease.granted) {
      lease.used += 1;
      return true;
    }
    if (lease.spent) throw limitedUntil(lease.windowEnd);
    return false;
  }

  /**
   * Throws RateLimitedError when the window's exact count (kept by `count`) has reached the limit;
   * counts nothing. For limits that count only some outcomes (failed sign-ins) but stop every
   * attempt once reached.
   */
  async assertUnder(policyName: RateLimitPolicyName, client: string): Promise<void> {
    const { key, windowEnd } = this.window(policyName, client, Date.now());
    if ((await this.counters.read(key)) >= this.config.rateLimit[policyName].max) {
      throw limitedUntil(windowEnd);
    }
  }

  private leaseOf(key: string, windowEnd: number): Lease {
    let lease = this.leases.get(key);
    if (!lease) {
      lease = { windowEnd, granted: 0, used: 0, spent: false };
      this.leases.set(key, lease);
    }
    return lease;
  }

  /**
   * Counts one hit exactly (one database write, no lease) and returns the window's total so far
   * across instances, with when the window started: for acting once when a count is reached.
   */
  async count(
    policyName: RateLimitPolicyName,
    client: string,
  ): Promise<{ total: number; windowStart: Date }> {
    const { key, windowEnd } = this.window(policyName, client, Date.now());
    const total = await this.counters.add(key, 1, new Date(windowEnd));
    const windowStart = new Date(windowEnd - this.config.rateLimit[policyName].windowMs);
    return { total, windowStart };
  }

  /** Forgets a client's hits in the current window (a successful sign-in clears its failures). */
  async clear(policyName: RateLimitPolicyName, client: string): Promise<void> {
    const { key } = this.window(policyName, client, Date.now());
    this.leases.delete(key);
    await this.counters.remove(key);
  }

  /** Forgets every lease, as after the counters were emptied (the tests do between tests). */
  forgetAll(): void {
    this.leases.clear();
  }

  private async claim(lease: Lease, key: string, expiresAt: Date, max: number): Promise<void> {
    try {
      const block = claimSize(max);
      const claimed = await this.counters.add(key, block, expiresAt);
      lease.granted += Math.max(0, Math.min(block, max - (claimed - block)));
      if (claimed >= max) lease.spent = true;
    } finally {
      lease.claiming = undefined;
    }
  }

  private sweep(now: number): void {
    for (const [key, lease] of this.leases) {
      if (lease.windowEnd <= now) this.leases.delete(key);
    }
  }

  private window(policyName: RateLimitPolicyName, client: string, now: number) {
    const { windowMs } = this.config.rateLimit[policyName];
    const index = Math.floor(now / windowMs);
    return {
      key: `${policyName}:${client}:${index}`,
      windowEnd: (index + 1) * windowMs,
    };
  }
}
