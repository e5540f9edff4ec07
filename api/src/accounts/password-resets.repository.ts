import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { PasswordResetRecord } from './password-reset.schema';

export type StoredPasswordReset = PasswordResetRecord & { _id: Types.ObjectId };

@Injectable()
export class PasswordResetsRepository {
  constructor(
    @InjectModel(PasswordResetRecord.name) private readonly resets: Model<PasswordResetRecord>,
  ) {}

  /** Stores a new link, of the account's generation at the time. */
  async create(reset: Omit<PasswordResetRecord, 'usedAt'>): Promise<Types.ObjectId> {
    const created = await this.resets.create({ ...reset, usedAt: null });
    return created._id;
  }

  /**
   * Ends the account's unused links of generations before `generation`. Links are told apart by
   * the generation the database handed out, never by ids made in each process: of two requests at
   * once, on any instances, each removes only links older than its own, so the newest survives.
   */
  async removeOlderUnused(userId: Types.ObjectId, generation: number): Promise<void> {
    await this.resets.deleteMany({ userId, usedAt: null, generation: { $lt: generation } }).exec();
  }

  /** An unused, unexpired link (without using it); null when there is none. */
  findUsable(tokenHash: string, now: Date): Promise<StoredPasswordReset | null> {
    return this.resets
      .findOne({ tokenHash, usedAt: null, expiresAt: { $gt: now } })
      .lean<StoredPasswordReset>()
      .exec();
  }

  /** Records a link as used (bookkeeping: the account's generation has already moved on). */
  async markUsed(id: Types.ObjectId, now: Date): Promise<void> {
    await this.resets.updateOne({ _id: id }, { $set: { usedAt: now } }).exec();
  }

  /** Ends an account's outstanding links (after a password change, or a take-over). */
  async removeUnused(userId: Types.ObjectId): Promise<void> {
    await this.resets.deleteMany({ userId, usedAt: null }).exec();
  }
}
