import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { PasswordResetRecord } from './password-reset.schema';

@Injectable()
export class PasswordResetsRepository {
  constructor(
    @InjectModel(PasswordResetRecord.name) private readonly resets: Model<PasswordResetRecord>,
  ) {}

  /** Stores a new link; its id orders it among the account's links. */
  async create(reset: Omit<PasswordResetRecord, 'usedAt'>): Promise<Types.ObjectId> {
    const created = await this.resets.create({ ...reset, usedAt: null });
    return created._id;
  }

  /**
   * Ends the account's unused links older than `newest`. "Older" rather than "other": of two
   * requests at once, each removes only the links before its own, so the newest always survives.
   */
  async removeOlderUnused(userId: Types.ObjectId, newest: Types.ObjectId): Promise<void> {
    await this.resets.deleteMany({ userId, usedAt: null, _id: { $lt: newest } }).exec();
  }

  /** Marks an unused, unexpired link used and returns its account; null when there is none. */
  async consume(tokenHash: string, now: Date): Promise<Types.ObjectId | null> {
    const reset = await this.resets
      .findOneAndUpdate(
        { tokenHash, usedAt: null, expiresAt: { $gt: now } },
        { $set: { usedAt: now } },
        { returnDocument: 'after' },
      )
      .lean()
      .exec();
    return reset?.userId ?? null;
  }

  /** Ends an account's other outstanding links once its password has changed. */
  async removeUnused(userId: Types.ObjectId): Promise<void> {
    await this.resets.deleteMany({ userId, usedAt: null }).exec();
  }
}
