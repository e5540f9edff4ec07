import {
  ADMIN_PAGE_SIZE,
  type AdminSubscriber,
  type AdminSubscribers,
  type AdminSuppression,
  type AuthUser,
  type Page,
  type SubscriberQuery,
  type SuppressionQuery,
} from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { NotFoundError } from '../common/errors/api-error';
import { SuppressionsRepository } from '../mail/suppressions.repository';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { actorOf, checkId } from './actor';
import { AuditLogRepository } from './audit-log.repository';
import { toCsv } from './leads-csv';

const topicOf = (s: AdminSubscriber) => (s.target ? `${s.kind}: ${s.target}` : s.kind);

const CSV_COLUMNS: Array<[string, (s: AdminSubscriber) => string]> = [
  ['E-mail', (s) => s.email],
  ['Kind', (s) => s.kind],
  ['Target', (s) => s.target],
  ['Status', (s) => s.status],
  ['Requested', (s) => s.createdAt],
  ['Confirmed', (s) => s.confirmedAt ?? ''],
];

/**
 * The console's subscribers and suppressed addresses. Every change, and every export of
 * addresses, is written to the audit log.
 */
@Injectable()
export class SubscriberAdmin {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly suppressions: SuppressionsRepository,
    private readonly audit: AuditLogRepository,
  ) {}

  list(query: SubscriberQuery): Promise<AdminSubscribers> {
    return this.subscriptions.adminList(query);
  }

  async csv(admin: AuthUser, query: Omit<SubscriberQuery, 'page'>): Promise<string> {
    const rows = await this.subscriptions.adminAll(query);
    await this.audit.add({
      actor: actorOf(admin),
      action: 'subscribers.export',
      target: { type: 'subscriber', id: '', label: `${rows.length} subscriptions` },
      after: { q: query.q ?? '', kind: query.kind ?? '' },
    });
    return toCsv(CSV_COLUMNS, rows);
  }

  async remove(admin: AuthUser, id: string): Promise<void> {
    checkId(id);
    const removed = await this.subscriptions.adminRemove(id);
    if (!removed) throw new NotFoundError('This subscription does not exist (any more).');
    await this.audit.add({
      actor: actorOf(admin),
      action: 'subscriber.remove',
      target: { type: 'subscriber', id, label: `${removed.email} (${topicOf(removed)})` },
      before: { status: removed.status },
    });
  }

  async suppressed(query: SuppressionQuery): Promise<Page<AdminSuppression>> {
    const { items, total } = await this.suppressions.list(
      { address: query.q },
      (query.page - 1) * ADMIN_PAGE_SIZE,
      ADMIN_PAGE_SIZE,
    );
    return {
      items: items.map((s) => ({
        id: String(s._id),
        reason: s.reason,
        since: (s.createdAt ?? new Date(0)).toISOString(),
      })),
      total,
      page: query.page,
      pageSize: ADMIN_PAGE_SIZE,
    };
  }

  async lift(admin: AuthUser, id: string): Promise<void> {
    checkId(id);
    const lifted = await this.suppressions.liftById(new Types.ObjectId(id));
    if (!lifted) throw new NotFoundError('This address is not suppressed (any more).');
    await this.audit.add({
      actor: actorOf(admin),
      action: 'suppression.lift',
      target: { type: 'suppression', id, label: `suppressed address ${id}` },
      before: { reason: lifted.reason },
    });
  }
}
