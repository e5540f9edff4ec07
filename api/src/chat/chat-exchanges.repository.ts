import type { ChatUnanswered } from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ChatExchange } from './chat-exchange.schema';

export type NewChatExchange = Omit<ChatExchange, 'normalized' | 'createdAt' | 'expiresAt'>;

const DAY_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class ChatExchangesRepository {
  constructor(@InjectModel(ChatExchange.name) private readonly exchanges: Model<ChatExchange>) {}

  /** Stores exchanges that happened at `at`, to be removed `retentionDays` later. */
  async addMany(
    exchanges: (NewChatExchange & { at: Date })[],
    retentionDays: number,
  ): Promise<void> {
    await this.exchanges.insertMany(
      exchanges.map(({ at, ...exchange }) => ({
        ...exchange,
        normalized: exchange.message.toLowerCase().replace(/\s+/g, ' ').trim(),
        createdAt: at,
        expiresAt: new Date(at.getTime() + retentionDays * DAY_MS),
      })),
    );
  }

  /** The fallback messages asked most often (then most recently), one row per wording. */
  async mostFrequentUnanswered(limit: number): Promise<ChatUnanswered['items']> {
    const rows = await this.exchanges
      .aggregate<{ _id: string; message: string; count: number; lastAskedAt: Date }>([
        { $match: { fallback: true } },
        { $sort: { createdAt: 1 } },
        {
          $group: {
            _id: '$normalized',
            message: { $last: '$message' },
            count: { $sum: 1 },
            lastAskedAt: { $max: '$createdAt' },
          },
        },
        { $sort: { count: -1, lastAskedAt: -1, _id: 1 } },
        { $limit: limit },
      ])
      .exec();
    return rows.map((row) => ({
      message: row.message,
      count: row.count,
      lastAskedAt: row.lastAskedAt.toISOString(),
    }));
  }
}
