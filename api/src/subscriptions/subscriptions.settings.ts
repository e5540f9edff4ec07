import { z } from 'zod';
import { count, defineSettings, HOUR_MS, ms } from '../config/settings';

/**
 * E-mail subscriptions: how long a confirmation link works; new-post mails go to the outbox
 * `batchSize` subscribers at a time, one batch per `batchIntervalMs` per post; every `pollMs` each
 * instance looks for newly published posts.
 */
export const subscriptionsSettings = defineSettings(
  'subscriptions',
  z.object({
    SUBSCRIPTION_CONFIRM_TTL_MS: ms(48 * HOUR_MS),
    NEWSLETTER_BATCH_SIZE: count(50),
    NEWSLETTER_BATCH_INTERVAL_MS: ms(1000),
    NEWSLETTER_POLL_MS: ms(5000),
    NOTIFICATION_WINDOW_MS: ms(15 * 60_000),
  }),
  (env) => ({
    confirmTtlMs: env.SUBSCRIPTION_CONFIRM_TTL_MS,
    batchSize: env.NEWSLETTER_BATCH_SIZE,
    batchIntervalMs: env.NEWSLETTER_BATCH_INTERVAL_MS,
    pollMs: env.NEWSLETTER_POLL_MS,
    /** Reply and comment notifications: at most one mail per person per this window. */
    notificationWindowMs: env.NOTIFICATION_WINDOW_MS,
  }),
);
