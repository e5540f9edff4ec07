import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { PasswordResetRecord } from './password-reset.schema';

@Injectable()
export class PasswordResetsRepository {
  constructor(
    @InjectModel(PasswordResetRecord.name) private readonly resets: Model<PasswordResetRecord>,
  ) {}

  async create(reset: Omit<PasswordResetRecord, 'usedAt'>): Promise<void> {
    await this.resets.create({ ...reset, usedAt: null });
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
