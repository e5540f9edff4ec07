import {
  ADMIN_PAGE_SIZE,
  ADMIN_TEXTS,
  type Lead,
  type LeadMail,
  type LeadQuery,
  type LeadUpdate,
  type Page,
} from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError } from '../common/errors/api-error';
import { MailOutbox } from '../mail/mail-outbox.service';
import type { StoredMail } from '../mail/outbox.repository';
import {
  ContactMessagesRepository,
  type LeadFilter,
  type StoredContactMessage,
} from './contact-messages.repository';

function deliveryOf(mail: StoredMail): LeadMail {
  const state =
    mail.status === 'sent'
      ? 'sent'
      : mail.status === 'failed'
        ? 'failed'
        : mail.attempts > 0
          ? 'failing'
          : 'queued';
  return {
    id: String(mail._id),
    kind: mail.kind,
    to: mail.to.address,
    subject: mail.subject,
    state,
    attempts: mail.attempts,
    ...(mail.lastError && state !== 'sent' ? { lastError: mail.lastError } : {}),
    ...(mail.sentAt ? { sentAt: mail.sentAt.toISOString() } : {}),
  };
}

function filterOf(query: Omit<LeadQuery, 'page'>): LeadFilter {
  return { text: query.q, source: query.source, status: query.status };
}

/** A lead as it was before a change and as it is after. */
export interface LeadChange {
  before: Lead;
  after: Lead;
}

/**
 * The leads inbox (the admin console's): contact messages and chat handoffs, with their mails'
 * delivery. Who changed what is the caller's to record.
 */
@Injectable()
export class LeadsService {
  constructor(
    private readonly messages: ContactMessagesRepository,
    private readonly outbox: MailOutbox,
  ) {}

  async list(query: LeadQuery): Promise<Page<Lead>> {
    const filter = filterOf(query);
    const skip = (query.page - 1) * ADMIN_PAGE_SIZE;
    const [records, total] = await Promise.all([
      this.messages.list(filter, { skip, limit: ADMIN_PAGE_SIZE }),
      this.messages.count(filter),
    ]);
    return {
      items: await this.withMails(records),
      total,
      page: query.page,
      pageSize: ADMIN_PAGE_SIZE,
    };
  }

  /** Every lead matching the filters (the CSV export). */
  async all(query: Omit<LeadQuery, 'page'>): Promise<Lead[]> {
    return this.withMails(await this.messages.list(filterOf(query)));
  }

  /** How many leads match (the console's overview: new ones, those of the last week). */
  count(filter: Pick<LeadFilter, 'status' | 'since'>): Promise<number> {
    return this.messages.count(filter);
  }

  /** Sets the status or note; `before` is the lead without its mails (they do not change). */
  async update(id: string, changes: LeadUpdate): Promise<LeadChange> {
    const before = await this.find(id);
    const updated = await this.messages.update(id, changes);
    if (!updated) throw new NotFoundError(ADMIN_TEXTS.notFound.lead);
    return { before: this.toLead(before, []), after: await this.withMail(updated) };
  }

  /** Queues the lead's failed mails again; 409 when none has failed. */
  async resend(id: string): Promise<LeadChange> {
    const stored = await this.find(id);
    const before = await this.withMail(stored);
    const requeued = await this.outbox.resendFailed(id);
    if (requeued === 0) throw new ConflictError(ADMIN_TEXTS.nothingToResend);
    return { before, after: await this.withMail(stored) };
  }

  private async find(id: string): Promise<StoredContactMessage> {
    const found = await this.messages.findById(id);
    if (!found) throw new NotFoundError(ADMIN_TEXTS.notFound.lead);
    return found;
  }

  private async withMail(record: StoredContactMessage): Promise<Lead> {
    return this.toLead(record, await this.outbox.deliveries([String(record._id)]));
  }

  private async withMails(records: StoredContactMessage[]): Promise<Lead[]> {
    const mails = await this.outbox.deliveries(records.map((record) => String(record._id)));
    return records.map((record) =>
      this.toLead(
        record,
        mails.filter((mail) => mail.refId === String(record._id)),
      ),
    );
  }

  private toLead(record: StoredContactMessage, mails: StoredMail[]): Lead {
    return {
      id: String(record._id),
      source: record.source ?? 'contact',
      // Messages stored before leads had a status: a honeypot hit is spam, the rest new.
      status: record.status ?? (record.spam ? 'spam' : 'new'),
      name: record.name,
      email: record.email,
      subject: record.subject,
      message: record.message,
      note: record.note ?? '',
      createdAt: record.createdAt.toISOString(),
      mails: mails.map(deliveryOf),
    };
  }
}
