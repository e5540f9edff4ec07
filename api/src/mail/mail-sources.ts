import { Injectable } from '@nestjs/common';
import type { NewMail } from './outbox.repository';

/** A stored record whose mails may not have reached the outbox yet. */
export interface UnqueuedRecord {
  id: string;
  mails: NewMail[];
}

/**
 * A collection whose records cause mail (contact messages; project inquiries and the like join
 * the same way). A record is stored first and its mails queued second; when the database drops
 * between the two writes, the record stays flagged and the outbox sweep queues its mails later.
 */
export interface MailSource {
  readonly name: string;
  /**
   * Records stored before `storedBefore` with their mails not yet queued, oldest first, at most
   * `limit`. (Younger ones may still be queueing them in their own request.)
   */
  findUnqueued(storedBefore: Date, limit: number): Promise<UnqueuedRecord[]>;
  /** Clears the flag once the record's mails are in the outbox. */
  markQueued(id: string): Promise<void>;
}

/** The sources the outbox worker sweeps; each module registers its own on start-up. */
@Injectable()
export class MailSources {
  private readonly sources: MailSource[] = [];

  register(source: MailSource): void {
    this.sources.push(source);
  }

  list(): readonly MailSource[] {
    return this.sources;
  }
}
