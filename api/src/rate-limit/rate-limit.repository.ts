import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKeyError } from '../common/database/duplicate-key';
import { RateLimitCounter } from './rate-limit-counter.schema';

@Injectable()
export class RateLimitRepository {
  constructor(
    @InjectModel(RateLimitCounter.name) private readonly counters: Model<RateLimitCounter>,
  ) {}

  /** Adds `hits` to a window's counter (creating it) and returns the new count, atomically. */
  async add(key: string, hits: number, expiresAt: Date): Promise<number> {
    try {
      return await this.increment(key, hits, expiresAt);
    } catch (error) {
      // Two first hits racing to create the same counter: the loser simply increments.
      if (isDuplicateKeyError(error)) {
        return this.increment(key, hits, expiresAt);
      }
      throw error;
    }
  }

  /** A window's count so far (0 when it has none). */
  async read(key: string): Promise<number> {
    const counter = await this.counters.findById(key).lean().exec();
    return counter?.count ?? 0;
  }

  async remove(key: string): Promise<void> {
    await this.counters.deleteOne({ _id: key }).exec();
  }

  private async increment(key: string, hits: number, expiresAt: Date): Promise<number> {
    const counter = await this.counters
      .findOneAndUpdate(
        { _id: key },
        { $inc: { count: hits }, $set: { expiresAt } },
        { upsert: true, returnDocument: 'after' },
      )
      .lean()
      .exec();
    return counter?.count ?? hits;
  }
}
