import {
  ADMIN_PAGE_SIZE,
  ADMIN_TEXTS,
  type AuthUser,
  type Lead,
  type LeadMail,
  type LeadQuery,
  type LeadUpdate,
  type Page,
} from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError } from '../common/errors/api-error';
import {
  ContactMessagesRepository,
  type LeadFilter,
  type StoredContactMessage,
} from '../contact/contact-messages.repository';
import { MailOutbox } from '../mail/mail-outbox.service';
import type { StoredMail } from '../mail/outbox.repository';
import { AuditLogRepository } from './audit-log.repository';
import { actorOf } from './actor';

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

/** The leads inbox: contact messages and chat handoffs, with their mails' delivery. */
@Injectable()
export class LeadsService {
  constructor(
    private readonly messages: ContactMessagesRepository,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditLogRepository,
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

  async update(admin: AuthUser, id: string, changes: LeadUpdate): Promise<Lead> {
    const before = await this.find(id);
    const updated = await this.messages.update(id, changes);
    if (!updated) throw new NotFoundError(ADMIN_TEXTS.notFound.lead);
    const lead = await this.withMail(updated);
    await this.audit.add({
      actor: actorOf(admin),
      action: 'lead.update',
      target: { type: 'lead', id, label: `${before.name} <${before.email}>: ${before.subject}` },
      before: pick(this.toLead(before, []), changes),
      after: pick(lead, changes),
    });
    return lead;
  }

  /** Queues the lead's failed mails again; 409 when none has failed. */
  async resend(admin: AuthUser, id: string): Promise<Lead> {
    const stored = await this.find(id);
    const before = await this.withMail(stored);
    const requeued = await this.outbox.resendFailed(id);
    if (requeued === 0) throw new ConflictError(ADMIN_TEXTS.nothingToResend);
    const lead = await this.withMail(stored);
    await this.audit.add({
      actor: actorOf(admin),
      action: 'lead.resend',
      target: { type: 'lead', id, label: `${stored.name} <${stored.email}>: ${stored.subject}` },
      before: { mails: before.mails.map((mail) => `${mail.kind}: ${mail.state}`) },
      after: { mails: lead.mails.map((mail) => `${mail.kind}: ${mail.state}`) },
    });
    return lead;
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

/** The fields of `lead` that `changes` touches. */
function pick(lead: Lead, changes: LeadUpdate): Record<string, unknown> {
  return Object.fromEntries(
    (['status', 'note'] as const)
      .filter((key) => changes[key] !== undefined)
      .map((key) => [key, lead[key]]),
  );
}
