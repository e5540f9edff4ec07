import { Injectable } from '@nestjs/common';
import { NewMail, OutboxRepository, type StoredMail } from './outbox.repository';
import { OutboxWorker } from './outbox.worker';

/** What other modules use to send mail: it is stored now and delivered by the worker. */
@Injectable()
export class MailOutbox {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly worker: OutboxWorker,
  ) {}

  async enqueue(mails: NewMail[]): Promise<void> {
    if (mails.length === 0) return;
    await this.outbox.add(mails);
    this.worker.kick();
  }

  /** Every mail sent for these origins (their `refId`), for the admins' delivery view. */
  deliveries(refIds: string[]): Promise<StoredMail[]> {
    return this.outbox.findByRefs(refIds);
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
