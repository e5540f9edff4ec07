import { randomUUID } from 'node:crypto';
import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { JsonLogger } from '../common/logging/json-logger';
import { requestContext } from '../common/logging/request-context';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { MAIL_TRANSPORT } from './mail.tokens';
import { MailSources } from './mail-sources';
import type { MailTransport } from './mail-transport';
import { ClaimedMail, OutboxRepository } from './outbox.repository';
import { SuppressionsRepository } from './suppressions.repository';

/** Most mails one pass sends before yielding, so one pass never runs unbounded. */
const BATCH = 20;

/** A refusal the mail server means for good (SMTP 5xx, e.g. 550 no such mailbox). */
export function isPermanentFailure(error: Error): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The wait before the next attempt after `attempts` failures: doubling, capped. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers the outbox: polls every `workerIntervalMs` (and at once when mail is added), queues
 * the mails of records whose own queueing was lost (the sweep), claims due mails one at a time,
 * sends them, and records success or the failure with the time of the next attempt.
 *
 * A mail is sent at most once per claim: the attempt re-checks its lease just before the SMTP
 * call and keeps extending it while the call runs, and a mail handed to the mail server is
 * remembered until the database has recorded it as sent, so a database outage right after the
 * send does not make it due again.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly workerId = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private kicked = false;
  private stopped = false;
  /** Mails the mail server accepted whose `sent` mark has not reached the database yet. */
  private readonly unrecorded = new Map<string, ClaimedMail>();

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly sources: MailSources,
    private readonly suppressions: SuppressionsRepository,
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
    // Mails the mail server took while the database was away: recorded now if it is back, or
    // sent again by the next worker (receivers drop the copy, see mail-transport.ts).
    await this.recordSent().catch(() => undefined);
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
      await this.recordSent();
      await this.sweep();
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

  /** Records the mails sent while the database was away, before anything is claimed again. */
  private async recordSent(): Promise<void> {
    for (const [key, mail] of this.unrecorded) {
      await this.outbox.markSent(mail);
      this.unrecorded.delete(key);
    }
  }

  /** Queues the mails of stored records whose own queueing never happened. */
  private async sweep(): Promise<void> {
    // A request still queueing its mails would have given up after the database timeout.
    const storedBefore = new Date(Date.now() - this.config.database.timeoutMs);
    for (const source of this.sources.list()) {
      for (const record of await source.findUnqueued(storedBefore, BATCH)) {
        await this.outbox.add(record.mails);
        await source.markQueued(record.id);
        this.logger.event('warn', 'Queued the mails of a record stored without them', {
          context: 'Mail',
          source: source.name,
          refId: record.id,
        });
      }
    }
  }

  /** Runs the SMTP call while extending the attempt's lease, so no other worker takes the mail. */
  private async sendHoldingLease(mail: ClaimedMail): Promise<void> {
    const { leaseMs, from } = this.config.mail;
    const renew = setInterval(
      () => void this.outbox.holdLease(mail._id, mail.attemptId, leaseMs).catch(() => false),
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    try {
      await this.transport.send({ ...mail, id: String(mail._id), from });
    } finally {
      clearInterval(renew);
    }
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    const { mail: settings } = this.config;
    const mailId = String(mail._id);
    // The claim may be stale by now (a slow pass, a pause): only the lease holder sends.
    if (!(await this.outbox.holdLease(mail._id, mail.attemptId, settings.leaseMs))) {
      this.logger.event('warn', 'Mail skipped: its lease ran out before sending', {
        context: 'Mail',
        mailId,
      });
      return;
    }
    // An address that unsubscribed or was refused gets no more bulk mail (account mails still go).
    if (await this.suppressions.blocks(mail.to.address, mail.kind)) {
      await this.outbox.markCancelled(mail._id, mail.attemptId);
      this.logger.event('info', 'Mail not sent: its address is suppressed', {
        context: 'Mail',
        mailId,
        kind: mail.kind,
      });
      return;
    }
    try {
      await this.sendHoldingLease(mail);
    } catch (error) {
      await this.recordFailure(mail, error as Error);
      return;
    }
    this.unrecorded.set(mailId, mail);
    this.logger.event('info', 'Mail sent', { context: 'Mail', mailId, kind: mail.kind });
    await this.outbox.markSent(mail);
    this.unrecorded.delete(mailId);
  }

  private async recordFailure(mail: ClaimedMail, error: Error): Promise<void> {
    const { mail: settings } = this.config;
    const attempts = mail.attempts + 1;
    const refused = isPermanentFailure(error);
    // A refused address is not tried again, and gets no more bulk mail.
    if (refused) await this.suppressions.suppress(mail.to.address, 'refused');
    const giveUp = refused || attempts >= settings.maxAttempts;
    const next = giveUp
      ? null
      : new Date(Date.now() + retryDelayMs(attempts, settings.retryBaseMs, settings.retryMaxMs));
    await this.outbox.markFailed(mail._id, mail.attemptId, error.message, next);
    this.logger.event(
      giveUp ? 'error' : 'warn',
      giveUp ? 'Mail given up' : 'Mail will be retried',
      {
        context: 'Mail',
        mailId: String(mail._id),
        attempts,
        error: error.message,
        ...(next ? { nextAttemptAt: next.toISOString() } : {}),
      },
    );
  }
}
