import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { hashedKey, normalizeEmail } from '../common/text/email';
import { SuppressionRecord, type SuppressionReason } from './suppression.schema';

export type StoredSuppression = SuppressionRecord & { _id: Types.ObjectId };

/**
 * The kinds of mail each reason stops (by kind prefix). A refused address gets no bulk mail at
 * all (new posts, confirmations, notifications); an unsubscribed one no new-post mail (it may
 * subscribe again: confirming lifts it). Account mails (password resets) are never suppressed.
 */
const SUPPRESSED_KINDS: Record<SuppressionReason, string[]> = {
  refused: ['subscription.', 'notification.'],
  unsubscribed: ['subscription.new-post'],
};

export const addressHash = (address: string) => hashedKey(normalizeEmail(address));

@Injectable()
export class SuppressionsRepository {
  constructor(
    @InjectModel(SuppressionRecord.name) private readonly suppressions: Model<SuppressionRecord>,
  ) {}

  /** Adds (or updates the reason and date of) an address's suppression. */
  async suppress(address: string, reason: SuppressionReason): Promise<void> {
    await this.suppressions
      .updateOne(
        { addressHash: addressHash(address) },
        { $set: { reason, createdAt: new Date() } },
        { upsert: true, timestamps: false },
      )
      .exec();
  }

  /** Lifts an address's suppression (only for `reason` when given); whether one was lifted. */
  async lift(address: string, reason?: SuppressionReason): Promise<boolean> {
    const result = await this.suppressions
      .deleteOne({ addressHash: addressHash(address), ...(reason ? { reason } : {}) })
      .exec();
    return result.deletedCount === 1;
  }

  /** Lifts one suppression by its id; what it was, or null. */
  liftById(id: Types.ObjectId): Promise<StoredSuppression | null> {
    return this.suppressions.findOneAndDelete({ _id: id }).lean<StoredSuppression>().exec();
  }

  /** Whether a mail of `kind` to `address` must not be sent. */
  async blocks(address: string, kind: string): Promise<boolean> {
    const found = await this.suppressions
      .findOne({ addressHash: addressHash(address) })
      .lean<StoredSuppression>()
      .exec();
    return !!found && SUPPRESSED_KINDS[found.reason].some((prefix) => kind.startsWith(prefix));
  }

  /** Newest first; `address` narrows to that address's entry. */
  async list(
    filter: { address?: string },
    skip: number,
    limit: number,
  ): Promise<{ items: StoredSuppression[]; total: number }> {
    const query = filter.address ? { addressHash: addressHash(filter.address) } : {};
    const [items, total] = await Promise.all([
      this.suppressions
        .find(query)
        .sort({ createdAt: -1, _id: -1 })
        .skip(skip)
        .limit(limit)
        .lean<StoredSuppression[]>()
        .exec(),
      this.suppressions.countDocuments(query).exec(),
    ]);
    return { items, total };
  }
}
