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

  async add(exchange: NewChatExchange, retentionDays: number): Promise<void> {
    const createdAt = new Date();
    await this.exchanges.create({
      ...exchange,
      normalized: exchange.message.toLowerCase().replace(/\s+/g, ' ').trim(),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + retentionDays * DAY_MS),
    });
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
