import type { AuthUser, Lead, LeadUpdate } from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { LeadsService } from '../contact/leads.service';
import { AuditLogRepository } from './audit-log.repository';
import { actorOf } from './actor';

const labelOf = (lead: Lead) => `${lead.name} <${lead.email}>: ${lead.subject}`;

/** The fields of `lead` that `changes` touches. */
function pick(lead: Lead, changes: LeadUpdate): Record<string, unknown> {
  return Object.fromEntries(
    (['status', 'note'] as const)
      .filter((key) => changes[key] !== undefined)
      .map((key) => [key, lead[key]]),
  );
}

const mailStates = (lead: Lead) => lead.mails.map((mail) => `${mail.kind}: ${mail.state}`);

/** An admin's changes to a lead (the contact module's), each written to the audit log. */
@Injectable()
export class LeadActions {
  constructor(
    private readonly leads: LeadsService,
    private readonly audit: AuditLogRepository,
  ) {}

  async update(admin: AuthUser, id: string, changes: LeadUpdate): Promise<Lead> {
    const { before, after } = await this.leads.update(id, changes);
    await this.audit.add({
      actor: actorOf(admin),
      action: 'lead.update',
      target: { type: 'lead', id, label: labelOf(before) },
      before: pick(before, changes),
      after: pick(after, changes),
    });
    return after;
  }

  /** Queues the lead's failed mails again; 409 when none has failed. */
  async resend(admin: AuthUser, id: string): Promise<Lead> {
    const { before, after } = await this.leads.resend(id);
    await this.audit.add({
      actor: actorOf(admin),
      action: 'lead.resend',
      target: { type: 'lead', id, label: labelOf(before) },
      before: { mails: mailStates(before) },
      after: { mails: mailStates(after) },
    });
    return after;
  }
}
