import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { pagePath, PAGE_PATHS } from '@brightwave/site-content';
import { API_PATHS } from '@brightwave/contracts';
import { PublishedPosts, type PublishedPost } from '../blogs/published-posts';
import { RepeatingPass } from '../common/background/repeating-pass';
import { JsonLogger } from '../common/logging/json-logger';
import { hashedKey } from '../common/text/email';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { MailOutbox } from '../mail/mail-outbox.service';
import { newPostMail } from './subscription-mails';
import { SubscriptionsRepository, type ClaimedDelivery } from './subscriptions.repository';
import { SUBSCRIPTION_PAGES, SubscriptionsService } from './subscriptions.service';

/** Posts looked at per search; more wait for the next one. */
const POSTS_PER_SEARCH = 100;
/**
 * How far back each search looks again: a post whose write reached the database after a later
 * one's (two instances, clocks a little apart) is still found. Its delivery is made once.
 */
const LOOK_BACK_MS = 60_000;
/** How long an instance holds a delivery while it queues one batch. */
const LEASE_MS = 30_000;
/** Most batches (of any posts) one pass queues. */
const BATCHES_PER_PASS = 20;

/**
 * Sends new posts to their subscribers, in every instance: finds posts first published since the
 * last search and starts one delivery per post (unique per post), then queues each delivery's
 * subscribers into the mail outbox a batch at a time, at NEWSLETTER_BATCH_SIZE per
 * NEWSLETTER_BATCH_INTERVAL_MS. Exactly one mail per address and post: the outbox keeps one mail
 * per `refId` (post and address), so a batch queued twice (an instance stopped between queueing
 * and recording it, two instances) adds nothing, and the outbox sends each mail once.
 */
@Injectable()
export class NewsletterWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly loop = new RepeatingPass(
    () => this.pass(),
    () => {
      const { pollMs, batchIntervalMs } = this.config.subscriptions;
      return Math.min(pollMs, batchIntervalMs);
    },
  );

  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly service: SubscriptionsService,
    private readonly posts: PublishedPosts,
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: JsonLogger,
  ) {}

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.loop.stop();
  }

  private async pass(): Promise<void> {
    try {
      await this.findNewPosts();
      await this.loop.drain(
        BATCHES_PER_PASS,
        () => this.subscriptions.claimDue(new Date(), LEASE_MS),
        (delivery) => this.queueBatch(delivery),
      );
    } catch (error) {
      // Usually the database being away: the next pass goes on from what was recorded.
      this.logger.event('warn', 'New-post mail pass failed', {
        context: 'Subscriptions',
        error: (error as Error).message,
      });
    }
  }

  private async findNewPosts(): Promise<void> {
    const now = new Date();
    const after = await this.subscriptions.announcedAfter(now);
    const since = new Date(after.getTime() - LOOK_BACK_MS);
    const found = await this.posts.firstPublishedAfter(since, POSTS_PER_SEARCH);
    if (found.length === 0) return;
    const started = await this.subscriptions.deliveredBlogIds(found.map((p) => p.id));
    for (const post of found) {
      if (!started.has(post.id)) await this.subscriptions.startDelivery(post.id, post.title, now);
    }
    await this.subscriptions.advanceAnnouncedAfter(found[found.length - 1]!.publishedAt);
  }

  private async queueBatch(delivery: ClaimedDelivery): Promise<void> {
    const { batchSize, batchIntervalMs, pollMs } = this.config.subscriptions;
    const post = await this.posts.find(delivery.blogId);
    if (!post) {
      // Unpublished (or deleted) meanwhile: wait; it goes on if the post is published again.
      await this.subscriptions.advance(delivery, {
        done: false,
        nextBatchAt: new Date(Date.now() + pollMs),
      });
      return;
    }
    const batch = await this.subscriptions.confirmedFor(
      { authorId: post.authorId, tags: post.tags },
      delivery.cursor,
      batchSize,
    );
    await this.outbox.enqueue(batch.map((s) => this.mailFor(s.email, post)));
    await this.subscriptions.advance(delivery, {
      cursor: batch.length ? String(batch[batch.length - 1]!._id) : undefined,
      done: batch.length < batchSize,
      nextBatchAt: new Date(Date.now() + batchIntervalMs),
    });
  }

  private mailFor(email: string, post: PublishedPost) {
    const { url: site, apiUrl } = this.config.site;
    const token = this.service.unsubscribeToken(email);
    return newPostMail(email, `${post.id}:${hashedKey(email)}`, post, {
      post: `${site}${pagePath(PAGE_PATHS.blogPost, { id: post.id })}`,
      cover: post.cardImage ? `${apiUrl}${post.cardImage}` : undefined,
      unsubscribePage: `${site}${SUBSCRIPTION_PAGES.unsubscribe}?token=${token}`,
      unsubscribeOneClick: `${apiUrl}${API_PATHS.subscriptionUnsubscribe}?token=${token}`,
    });
  }
}
