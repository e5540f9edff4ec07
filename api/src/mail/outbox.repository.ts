import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { isOnlyDuplicateKeys } from '../common/database/duplicate-key';
import { escapeRegExp } from '../common/text/escape-regexp';
import { MailAddress, OutboxMessage } from './outbox-message.schema';

export interface NewMail {
  kind: string;
  refId?: string;
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /**
   * The text kept in the outbox once the mail is delivered, for mails whose text carries a
   * secret (a password-reset link): the database then holds the secret only until delivery.
   */
  sentText?: string;
}

export type StoredMail = OutboxMessage & { _id: Types.ObjectId };

export type ClaimedMail = NewMail & { _id: Types.ObjectId; attempts: number; attemptId: string };

@Injectable()
export class OutboxRepository {
  constructor(@InjectModel(OutboxMessage.name) private readonly outbox: Model<OutboxMessage>) {}

  /**
   * Adds mails as pending. A mail with a refId is inserted only if no mail of its kind for that
   * refId exists (unique index), so adding the same record's mails twice keeps one of each.
   */
  async add(mails: NewMail[]): Promise<void> {
    const now = new Date();
    const fresh = { status: 'pending', attempts: 0, nextAttemptAt: now, createdAt: now };
    try {
      await this.outbox.bulkWrite(
        mails.map((mail) =>
          mail.refId
            ? {
                updateOne: {
                  filter: { kind: mail.kind, refId: mail.refId },
                  update: { $setOnInsert: { ...mail, ...fresh, updatedAt: now } },
                  upsert: true,
                  timestamps: false,
                },
              }
            : { insertOne: { document: { ...mail, ...fresh } } },
        ),
        { ordered: false },
      );
    } catch (error) {
      // Two upserts of the same mail at once (a request and the sweep): the other one won.
      if (!isOnlyDuplicateKeys(error)) throw error;
    }
  }

  /**
   * Takes the next due mail for one worker under a fresh attempt id. findOneAndUpdate makes the
   * claim atomic, so several API instances can run workers on one outbox; a claim whose lease ran
   * out (its worker died) is due again.
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
            attemptId: randomUUID(),
            leaseUntil: new Date(now.getTime() + leaseMs),
          },
        },
        { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
      )
      .lean()
      .exec();
    return claimed as ClaimedMail | null;
  }

  /**
   * Extends the lease of an attempt that still holds it. False when the lease ran out and another
   * attempt took the mail: then this attempt must not send it.
   */
  async holdLease(id: Types.ObjectId, attemptId: string, leaseMs: number): Promise<boolean> {
    const now = new Date();
    const result = await this.outbox
      .updateOne(
        { _id: id, status: 'sending', attemptId, leaseUntil: { $gt: now } },
        { $set: { leaseUntil: new Date(now.getTime() + leaseMs) } },
      )
      .exec();
    return result.matchedCount === 1;
  }

  /**
   * Records a delivered mail (its text replaced by `sentText` when it has one). Not tied to the attempt: whoever handed it to the mail server knows
   * it went out, even if its lease ran out meanwhile.
   */
  async markSent(mail: Pick<ClaimedMail, '_id' | 'sentText'>): Promise<void> {
    const kept = mail.sentText === undefined ? {} : { text: mail.sentText };
    await this.outbox
      .updateOne(
        { _id: mail._id, status: { $ne: 'sent' } },
        {
          $set: { status: 'sent', sentAt: new Date(), ...kept },
          $inc: { attempts: 1 },
          $unset: { leaseUntil: 1, claimedBy: 1, attemptId: 1, sentText: 1 },
        },
      )
      .exec();
  }

  /** Records a failed attempt; without a next attempt time the mail is given up as `failed`. */
  async markFailed(
    id: Types.ObjectId,
    attemptId: string,
    lastError: string,
    nextAttemptAt: Date | null,
  ): Promise<void> {
    await this.outbox
      .updateOne(
        { _id: id, attemptId },
        {
          $set: {
            status: nextAttemptAt ? 'pending' : 'failed',
            lastError,
            ...(nextAttemptAt ? { nextAttemptAt } : {}),
          },
          $inc: { attempts: 1 },
          $unset: { leaseUntil: 1, claimedBy: 1, attemptId: 1 },
        },
      )
      .exec();
  }

  /** Records that an attempt did not send its mail as its recipient gets no more of its kind. */
  async markCancelled(id: Types.ObjectId, attemptId: string): Promise<void> {
    await this.outbox
      .updateOne(
        { _id: id, attemptId },
        {
          $set: { status: 'cancelled' },
          $unset: { leaseUntil: 1, claimedBy: 1, attemptId: 1 },
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

  /** How many mails of `kind` whose refId starts with `refPrefix` wait, went out, were given up. */
  async countsByRefPrefix(
    kind: string,
    refPrefix: string,
  ): Promise<{ queued: number; sent: number; failed: number }> {
    const rows = await this.outbox
      .aggregate<{ _id: string; n: number }>([
        { $match: { kind, refId: { $regex: `^${escapeRegExp(refPrefix)}` } } },
        { $group: { _id: '$status', n: { $sum: 1 } } },
      ])
      .exec();
    const of = (status: string) => rows.find((row) => row._id === status)?.n ?? 0;
    return { queued: of('pending') + of('sending'), sent: of('sent'), failed: of('failed') };
  }

  /** Cancels the mails of `kind` to `address` not handed to the mail server yet. */
  async cancelPending(kind: string, address: string): Promise<number> {
    const result = await this.outbox
      .updateMany(
        { kind, 'to.address': address, status: 'pending' },
        { $set: { status: 'cancelled' } },
      )
      .exec();
    return result.modifiedCount;
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
