import { Injectable } from '@nestjs/common';
import { NewMail, OutboxRepository } from './outbox.repository';
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
}
