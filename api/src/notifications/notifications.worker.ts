import { API_PATHS, type NotificationKind } from '@brightwave/contracts';
import { pagePath, PAGE_PATHS } from '@brightwave/site-content';
import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { PeopleService } from '../accounts/people.service';
import { RepeatingPass } from '../common/background/repeating-pass';
import { JsonLogger } from '../common/logging/json-logger';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { MailOutbox } from '../mail/mail-outbox.service';
import { digestMail } from './notification-mails';
import { NotificationsRepository, type StoredDigest } from './notifications.repository';
import { NotificationsService } from './notifications.service';

/** How long an instance holds a digest while it queues its mail. */
const LEASE_MS = 30_000;
/** Most digests one pass mails. */
const DIGESTS_PER_PASS = 50;

/**
 * Mails the due digests, in every instance, every NEWSLETTER_POLL_MS: claims one at a time,
 * drops the events of kinds switched off since, queues one mail to the account's own address
 * (refId: the digest, so it is queued once however often it is claimed) and records it sent.
 */
@Injectable()
export class NotificationsWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly loop = new RepeatingPass(
    () => this.pass(),
    () => this.config.subscriptions.pollMs,
  );

  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly service: NotificationsService,
    private readonly people: PeopleService,
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
      await this.loop.drain(
        DIGESTS_PER_PASS,
        () => this.notifications.claimDue(new Date(), LEASE_MS),
        (digest) => this.send(digest),
      );
    } catch (error) {
      // Usually the database being away: a claimed digest is taken again after its lease.
      this.logger.event('warn', 'Notification mail pass failed', {
        context: 'Notifications',
        error: (error as Error).message,
      });
    }
  }

  private async send(digest: StoredDigest): Promise<void> {
    const account = await this.people.find(digest.accountId);
    const settings = await this.notifications.settings(digest.accountId);
    const events = digest.events.filter((e) => settings[e.kind]);
    if (account && !account.disabled && events.length > 0) {
      const { url: site, apiUrl } = this.config.site;
      const kinds = [...new Set(events.map((e) => e.kind))] as NotificationKind[];
      const token = this.service.stopToken(digest.accountId, kinds);
      await this.outbox.enqueue([
        digestMail({ address: account.email, name: account.name }, String(digest._id), events, {
          post: (id) => `${site}${pagePath(PAGE_PATHS.blogPost, { id })}`,
          settings: `${site}${PAGE_PATHS.accountNotifications}`,
          stopOneClick: `${apiUrl}${API_PATHS.notificationsUnsubscribe}?token=${token}`,
        }),
      ]);
    }
    await this.notifications.markSent(digest._id);
  }
}
