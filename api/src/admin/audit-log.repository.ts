import type { AuditEntry, AuditQuery } from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, QueryFilter } from 'mongoose';
import { AuditEntryRecord, type StoredAuditEntry } from './audit-entry.schema';
import { escapeRegExp } from '../common/text/escape-regexp';

function toQuery(filter: Omit<AuditQuery, 'page'>): QueryFilter<AuditEntryRecord> {
  const query: QueryFilter<AuditEntryRecord> = {};
  if (filter.action) query.action = filter.action;
  if (filter.actor) query['actor.email'] = { $regex: escapeRegExp(filter.actor), $options: 'i' };
  if (filter.target) query['target.id'] = filter.target;
  return query;
}

export function toAuditEntry(record: StoredAuditEntry): AuditEntry {
  return {
    id: String(record._id),
    at: record.at.toISOString(),
    actor: record.actor,
    action: record.action,
    target: record.target,
    ...(record.before ? { before: record.before } : {}),
    ...(record.after ? { after: record.after } : {}),
    ...(record.reason ? { reason: record.reason } : {}),
  };
}

/** The only place that reads and writes the audit log. Entries are never changed. */
@Injectable()
export class AuditLogRepository {
  constructor(
    @InjectModel(AuditEntryRecord.name) private readonly entries: Model<AuditEntryRecord>,
  ) {}

  async add(entry: Omit<AuditEntry, 'id' | 'at'>): Promise<void> {
    await this.entries.create({ ...entry, at: new Date() });
  }

  /** Newest first. */
  list(filter: Omit<AuditQuery, 'page'>, skip: number, limit: number): Promise<StoredAuditEntry[]> {
    return this.entries
      .find(toQuery(filter))
      .sort({ at: -1, _id: -1 })
      .skip(skip)
      .limit(limit)
      .lean<StoredAuditEntry[]>()
      .exec();
  }

  count(filter: Omit<AuditQuery, 'page'>): Promise<number> {
    return this.entries.countDocuments(toQuery(filter)).exec();
  }
}
