import { randomUUID } from 'node:crypto';
import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { JsonLogger } from '../common/logging/json-logger';
import { requestContext } from '../common/logging/request-context';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { MAIL_TRANSPORT } from './mail.tokens';
import type { MailTransport } from './mail-transport';
import { ClaimedMail, OutboxRepository } from './outbox.repository';

/** Most mails one pass sends before yielding, so one pass never runs unbounded. */
const BATCH = 20;

/** The wait before the next attempt after `attempts` failures: doubling, capped. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers the outbox: polls every `workerIntervalMs` (and at once when mail is added), claims
 * due mails one at a time, sends them, and records success or the failure with the time of the
 * next attempt.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly workerId = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private kicked = false;
  private stopped = false;

  constructor(
    private readonly outbox: OutboxRepository,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: JsonLogger,
  ) {}

  onApplicationBootstrap(): void {
    this.logger.event('info', `Outgoing mail goes to the ${this.transport.description}.`, {
      context: 'Mail',
    });
    this.schedule(0);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Asks for a pass now instead of at the next interval. */
  kick(): void {
    if (this.running) this.kicked = true;
    else this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    // Outside any request's context: a pass kicked by a request must not log under its id.
    this.timer = requestContext.exit(() =>
      setTimeout(() => {
        this.running = this.pass().finally(() => {
          this.running = undefined;
          const again = this.kicked;
          this.kicked = false;
          this.schedule(again ? 0 : this.config.mail.workerIntervalMs);
        });
      }, delayMs),
    );
  }

  private async pass(): Promise<void> {
    try {
      for (let i = 0; i < BATCH && !this.stopped; i++) {
        const mail = await this.outbox.claimNext(
          this.workerId,
          new Date(),
          this.config.mail.leaseMs,
        );
        if (!mail) return;
        await this.deliver(mail);
      }
      // A full batch suggests more is due: go again at once rather than after the interval.
      this.kicked = true;
    } catch (error) {
      // Usually the database being away; the next pass tries again and nothing is lost.
      this.logger.event('warn', 'Mail outbox pass failed', {
        context: 'Mail',
        error: (error as Error).message,
      });
    }
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    const { mail: settings } = this.config;
    try {
      await this.transport.send({ ...mail, id: String(mail._id), from: settings.from });
      await this.outbox.markSent(mail._id, this.workerId);
      this.logger.event('info', 'Mail sent', {
        context: 'Mail',
        mailId: String(mail._id),
        kind: mail.kind,
      });
    } catch (error) {
      const attempts = mail.attempts + 1;
      const giveUp = attempts >= settings.maxAttempts;
      const next = giveUp
        ? null
        : new Date(Date.now() + retryDelayMs(attempts, settings.retryBaseMs, settings.retryMaxMs));
      await this.outbox.markFailed(mail._id, this.workerId, (error as Error).message, next);
      this.logger.event(
        giveUp ? 'error' : 'warn',
        giveUp ? 'Mail given up' : 'Mail will be retried',
        {
          context: 'Mail',
          mailId: String(mail._id),
          attempts,
          error: (error as Error).message,
          ...(next ? { nextAttemptAt: next.toISOString() } : {}),
        },
      );
    }
  }
}
