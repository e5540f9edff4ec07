import type { LeadSource, LeadStatus } from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model, type QueryFilter, type Types } from 'mongoose';
import { ContactMessageRecord } from './contact-message.schema';
import { escapeRegExp } from '../common/text/escape-regexp';

export type NewContactMessage = Omit<ContactMessageRecord, 'createdAt'>;
/** A message as the outbox sweep sees it. */
export type PendingContactMessage = ContactMessageRecord & { id: string; createdAt: Date };
export type StoredContactMessage = ContactMessageRecord & { _id: Types.ObjectId; createdAt: Date };

/** What the admin console filters leads by. */
export interface LeadFilter {
  /** Part of the name, e-mail, subject, message or note, case-insensitive. */
  text?: string;
  source?: LeadSource;
  status?: LeadStatus;
  since?: Date;
}

function toQuery(filter: LeadFilter): QueryFilter<ContactMessageRecord> {
  const query: QueryFilter<ContactMessageRecord> = {};
  // Messages stored before leads had a source came from the contact form.
  if (filter.source === 'contact') query.source = { $in: ['contact', null] };
  else if (filter.source) query.source = filter.source;
  if (filter.status) query.status = filter.status;
  if (filter.since) query.createdAt = { $gte: filter.since };
  if (filter.text) {
    const pattern = { $regex: escapeRegExp(filter.text), $options: 'i' };
    query.$or = ['name', 'email', 'subject', 'message', 'note'].map((field) => ({
      [field]: pattern,
    }));
  }
  return query;
}

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
  async findMailsPending(storedBefore: Date, limit: number): Promise<PendingContactMessage[]> {
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

  /** Newest first; without `limit`, every match (the CSV export). */
  list(
    filter: LeadFilter,
    page?: { skip: number; limit: number },
  ): Promise<StoredContactMessage[]> {
    let find = this.messages.find(toQuery(filter)).sort({ createdAt: -1, _id: -1 });
    if (page) find = find.skip(page.skip).limit(page.limit);
    return find.lean<StoredContactMessage[]>().exec();
  }

  count(filter: LeadFilter): Promise<number> {
    return this.messages.countDocuments(toQuery(filter)).exec();
  }

  findById(id: string): Promise<StoredContactMessage | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.messages.findById(id).lean<StoredContactMessage>().exec();
  }

  update(
    id: string,
    changes: Partial<Pick<ContactMessageRecord, 'status' | 'note'>>,
  ): Promise<StoredContactMessage | null> {
    return this.messages
      .findByIdAndUpdate(id, { $set: changes }, { returnDocument: 'after' })
      .lean<StoredContactMessage>()
      .exec();
  }
}
