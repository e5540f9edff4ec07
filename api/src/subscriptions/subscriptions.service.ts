import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  ADMIN_PAGE_SIZE,
  SUBSCRIPTION_TEXTS,
  type AdminSubscriber,
  type AdminSubscribers,
  type SubscriberQuery,
  type ConfirmSubscriptionResponse,
  type PostDeliveryCounts,
  type SubscribePayload,
  type UnsubscribeResponse,
} from '@brightwave/contracts';
import { PAGE_PATHS } from '@brightwave/site-content';
import { Inject, Injectable } from '@nestjs/common';
import { ApiError } from '../common/errors/api-error';
import { hashedKey, normalizeEmail } from '../common/text/email';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { MailOutbox } from '../mail/mail-outbox.service';
import { SuppressionsRepository } from '../mail/suppressions.repository';
import { RateLimiter } from '../rate-limit/rate-limiter.service';
import { confirmationMail, NEW_POST_KIND } from './subscription-mails';
import { SubscriptionsRepository, type StoredSubscription } from './subscriptions.repository';

const DAY_MS = 24 * 3_600_000;
const GROWTH_DAYS = 30;
/** Most rows one CSV export holds. */
const EXPORT_MAX = 50_000;

const toAdminSubscriber = (s: StoredSubscription): AdminSubscriber => ({
  id: String(s._id),
  email: s.email,
  kind: s.kind,
  target: s.target,
  status: s.status,
  createdAt: (s.createdAt ?? new Date(0)).toISOString(),
  ...(s.confirmedAt ? { confirmedAt: s.confirmedAt.toISOString() } : {}),
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The page paths the mails link to (the blog remote serves them). */
export const SUBSCRIPTION_PAGES = {
  confirm: PAGE_PATHS.subscribeConfirm,
  unsubscribe: PAGE_PATHS.unsubscribe,
} as const;

@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly outbox: MailOutbox,
    private readonly limiter: RateLimiter,
    private readonly suppressions: SuppressionsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The address's unsubscribe token: the same for all its subscriptions and every instance (a
   * keyed hash of the address with the shared JWT_SECRET), so no mail needs a stored secret.
   */
  unsubscribeToken(email: string): string {
    return createHmac('sha256', this.config.auth.jwtSecret)
      .update(`unsubscribe:${email}`)
      .digest('base64url');
  }

  unsubscribeKey(email: string): string {
    return sha256(this.unsubscribeToken(email));
  }

  /**
   * Asks for a subscription: mails a confirmation link unless the address is already confirmed
   * for it, or has had SUBSCRIPTION_MAILS_PER_ADDRESS_MAX links this hour. The caller answers
   * the same in every case, so nobody learns whether an address is subscribed.
   */
  async request(payload: SubscribePayload): Promise<void> {
    const email = normalizeEmail(payload.email);
    const topic = { kind: payload.kind, target: payload.target };
    if (await this.subscriptions.isConfirmed(email, topic)) return;
    if (!(await this.limiter.allows('subscriptionMails', hashedKey(email)))) return;
    const token = randomBytes(32).toString('base64url');
    const { confirmTtlMs } = this.config.subscriptions;
    const pending = await this.subscriptions.requestPending({
      email,
      ...topic,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + confirmTtlMs),
      unsubscribeKey: this.unsubscribeKey(email),
    });
    if (!pending) return;
    const link = `${this.config.site.url}${SUBSCRIPTION_PAGES.confirm}?token=${token}`;
    await this.outbox.enqueue([
      confirmationMail(email, topic, {
        link,
        validHours: Math.max(1, Math.round(confirmTtlMs / 3_600_000)),
      }),
    ]);
  }

  async confirm(token: string): Promise<ConfirmSubscriptionResponse> {
    const confirmed = await this.subscriptions.confirm(sha256(token), new Date());
    if (!confirmed) throw new ApiError(400, 'invalid_token', SUBSCRIPTION_TEXTS.invalidLink);
    // Subscribing again after unsubscribing: new posts reach the address again.
    await this.suppressions.lift(confirmed.email, 'unsubscribed');
    return {
      message: SUBSCRIPTION_TEXTS.confirmed,
      kind: confirmed.kind,
      target: confirmed.target,
    };
  }

  /**
   * Deletes every subscription of the token's address and takes back its new-post mails not yet
   * sent. The same answer for a token that matches nothing (already unsubscribed).
   */
  async unsubscribe(token: string): Promise<UnsubscribeResponse> {
    const removed = await this.subscriptions.removeByKey(sha256(token));
    for (const email of new Set(removed.map((s) => s.email))) {
      await this.suppressions.suppress(email, 'unsubscribed');
      await this.outbox.cancelPending(NEW_POST_KIND, email);
    }
    return {
      message: SUBSCRIPTION_TEXTS.unsubscribed,
      removed: removed
        .filter((s) => s.status === 'confirmed')
        .map((s) => ({ kind: s.kind, target: s.target })),
    };
  }

  /** The console's subscribers page: a page of subscriptions, counts by kind, 30 days' growth. */
  async adminList(query: SubscriberQuery): Promise<AdminSubscribers> {
    const since = new Date(Date.now() - (GROWTH_DAYS - 1) * DAY_MS);
    since.setUTCHours(0, 0, 0, 0);
    const [found, counts, perDay] = await Promise.all([
      this.subscriptions.search(query, (query.page - 1) * ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE),
      this.subscriptions.confirmedByKind(),
      this.subscriptions.confirmedPerDay(since),
    ]);
    const growth = Array.from({ length: GROWTH_DAYS }, (_, i) => {
      const day = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
      return { day, confirmed: perDay.get(day) ?? 0 };
    });
    return {
      items: found.items.map(toAdminSubscriber),
      total: found.total,
      page: query.page,
      pageSize: ADMIN_PAGE_SIZE,
      counts,
      growth,
    };
  }

  /** Every subscription matching (the CSV export), newest first, up to EXPORT_MAX. */
  async adminAll(query: Omit<SubscriberQuery, 'page'>): Promise<AdminSubscriber[]> {
    return (await this.subscriptions.search(query, 0, EXPORT_MAX)).items.map(toAdminSubscriber);
  }

  /** Removes one subscription (an admin's act) and takes back its address's unsent new-post mails. */
  async adminRemove(id: string): Promise<AdminSubscriber | null> {
    const removed = await this.subscriptions.removeById(id);
    if (!removed) return null;
    await this.outbox.cancelPending(NEW_POST_KIND, removed.email);
    return toAdminSubscriber(removed);
  }

  /** The newest posts' new-post mails with their counts, for admins. */
  async deliveries(limit = 50): Promise<PostDeliveryCounts[]> {
    const recent = await this.subscriptions.recentDeliveries(limit);
    return Promise.all(
      recent.map(async (d) => ({
        blogId: d.blogId,
        title: d.title,
        startedAt: (d.createdAt ?? new Date(0)).toISOString(),
        done: d.done,
        ...(await this.outbox.countsByRefPrefix(NEW_POST_KIND, `${d.blogId}:`)),
      })),
    );
  }
}
