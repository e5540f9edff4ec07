import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { MailAddress, OutboxMessage } from './outbox-message.schema';

export interface NewMail {
  kind: string;
  refId?: string;
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  text: string;
}

export type StoredMail = OutboxMessage & { _id: Types.ObjectId };

export type ClaimedMail = NewMail & { _id: Types.ObjectId; attempts: number };

@Injectable()
export class OutboxRepository {
  constructor(@InjectModel(OutboxMessage.name) private readonly outbox: Model<OutboxMessage>) {}

  async add(mails: NewMail[]): Promise<void> {
    const now = new Date();
    await this.outbox.insertMany(
      mails.map((mail) => ({ ...mail, status: 'pending', attempts: 0, nextAttemptAt: now })),
    );
  }

  /**
   * Takes the next due mail for one worker. findOneAndUpdate makes the claim atomic, so several
   * API instances can run workers on one outbox; a claim whose lease ran out (its worker died
   * mid-send) is due again.
   */
  async claimNext(workerId: string, now: Date, leaseMs: number): Promise<ClaimedMail | null> {
    const claimed = await this.outbox
      .findOneAndUpdate(
        {
          $or: [
            { status: 'pending', nextAttemptAt: { $lte: now } },
            { status: 'sending', leaseUntil: { $lte: now } },
          ],
        },
        {
          $set: {
            status: 'sending',
            claimedBy: workerId,
            leaseUntil: new Date(now.getTime() + leaseMs),
          },
        },
        { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
      )
      .lean()
      .exec();
    return claimed;
  }

  async markSent(id: Types.ObjectId, workerId: string): Promise<void> {
    await this.outbox
      .updateOne(
        { _id: id, claimedBy: workerId },
        {
          $set: { status: 'sent', sentAt: new Date() },
          $inc: { attempts: 1 },
          $unset: { leaseUntil: 1, claimedBy: 1 },
        },
      )
      .exec();
  }

  /** Records a failed attempt; without a next attempt time the mail is given up as `failed`. */
  async markFailed(
    id: Types.ObjectId,
    workerId: string,
    lastError: string,
    nextAttemptAt: Date | null,
  ): Promise<void> {
    await this.outbox
      .updateOne(
        { _id: id, claimedBy: workerId },
        {
          $set: {
            status: nextAttemptAt ? 'pending' : 'failed',
            lastError,
            ...(nextAttemptAt ? { nextAttemptAt } : {}),
          },
          $inc: { attempts: 1 },
          $unset: { leaseUntil: 1, claimedBy: 1 },
        },
      )
      .exec();
  }

  /** The mails sent for these origins (see NewMail.refId), oldest first. */
  findByRefs(refIds: string[]): Promise<StoredMail[]> {
    if (refIds.length === 0) return Promise.resolve([]);
    return this.outbox
      .find({ refId: { $in: refIds } })
      .sort({ createdAt: 1 })
      .lean<StoredMail[]>()
      .exec();
  }

  /** Puts the given-up mails of one origin back in the queue for a fresh round of attempts. */
  async requeueFailed(refId: string): Promise<number> {
    const result = await this.outbox
      .updateMany(
        { refId, status: 'failed' },
        { $set: { status: 'pending', attempts: 0, nextAttemptAt: new Date() } },
      )
      .exec();
    return result.modifiedCount;
  }

  /** Waiting for a first attempt or being sent; retrying after errors; given up. */
  async health(): Promise<{ queued: number; failing: number; failed: number }> {
    const [queued, failing, failed] = await Promise.all([
      this.outbox
        .countDocuments({ $or: [{ status: 'sending' }, { status: 'pending', attempts: 0 }] })
        .exec(),
      this.outbox.countDocuments({ status: 'pending', attempts: { $gt: 0 } }).exec(),
      this.outbox.countDocuments({ status: 'failed' }).exec(),
    ]);
    return { queued, failing, failed };
  }
}
