import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ContactMessageRecord } from './contact-message.schema';

export type NewContactMessage = Omit<ContactMessageRecord, 'createdAt'>;
export type StoredContactMessage = ContactMessageRecord & { id: string; createdAt: Date };

@Injectable()
export class ContactMessagesRepository {
  constructor(
    @InjectModel(ContactMessageRecord.name)
    private readonly messages: Model<ContactMessageRecord>,
  ) {}

  /** Stores a message and returns its id and time of arrival. */
  async create(message: NewContactMessage): Promise<{ id: string; createdAt: Date }> {
    const created = await this.messages.create(message);
    return { id: String(created._id), createdAt: created.createdAt ?? new Date() };
  }

  /** Messages stored before `storedBefore` whose mails never reached the outbox, oldest first. */
  async findMailsPending(storedBefore: Date, limit: number): Promise<StoredContactMessage[]> {
    const found = await this.messages
      .find({ mailsPending: true, createdAt: { $lt: storedBefore } })
      .sort({ createdAt: 1 })
      .limit(limit)
      .lean()
      .exec();
    return found.map(({ _id, ...message }) => ({
      ...message,
      id: String(_id),
      createdAt: message.createdAt ?? new Date(),
    }));
  }

  async markMailsQueued(id: string): Promise<void> {
    await this.messages.updateOne({ _id: id }, { $unset: { mailsPending: 1 } }).exec();
  }
}
