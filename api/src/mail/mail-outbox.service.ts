import { Injectable } from '@nestjs/common';
import { MailSources, type MailSource } from './mail-sources';
import { NewMail, OutboxRepository, type StoredMail } from './outbox.repository';
import { OutboxWorker } from './outbox.worker';

/** What other modules use to send mail: it is stored now and delivered by the worker. */
@Injectable()
export class MailOutbox {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly worker: OutboxWorker,
    private readonly sources: MailSources,
  ) {}

  /**
   * Queues mails. Mails with a `refId` are queued at most once per `kind` and `refId`, so
   * queueing a record's mails again (the sweep after a lost write) never doubles them.
   */
  async enqueue(mails: NewMail[]): Promise<void> {
    if (mails.length === 0) return;
    await this.outbox.add(mails);
    this.worker.kick();
  }

  /** Lets the worker's sweep find records of `source` whose mails were never queued. */
  registerSource(source: MailSource): void {
    this.sources.register(source);
  }

  /** Every mail sent for these origins (their `refId`), for the admins' delivery view. */
  deliveries(refIds: string[]): Promise<StoredMail[]> {
    return this.outbox.findByRefs(refIds);
  }

  /** Per-state counts of the mails of `kind` whose refId starts with `refPrefix`. */
  countsByRefPrefix(kind: string, refPrefix: string) {
    return this.outbox.countsByRefPrefix(kind, refPrefix);
  }

  /** Takes back the mails of `kind` to `address` that have not gone out yet. */
  cancelPending(kind: string, address: string): Promise<number> {
    return this.outbox.cancelPending(kind, address);
  }

  /** Queues the failed mails of one origin again; how many were re-queued. */
  async resendFailed(refId: string): Promise<number> {
    const requeued = await this.outbox.requeueFailed(refId);
    if (requeued > 0) this.worker.kick();
    return requeued;
  }

  health(): Promise<{ queued: number; failing: number; failed: number }> {
    return this.outbox.health();
  }
}
