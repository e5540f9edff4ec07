import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ContactMessageRecord } from './contact-message.schema';

export type NewContactMessage = Omit<ContactMessageRecord, 'createdAt'>;

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
}
