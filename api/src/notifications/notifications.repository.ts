import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
} from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { isDuplicateKeyError } from '../common/database/duplicate-key';
import {
  NotificationDigestRecord,
  NotificationSettingsRecord,
  type NotificationEvent,
} from './notification.schema';

export type StoredDigest = NotificationDigestRecord & { _id: Types.ObjectId };

const DEFAULT_SETTINGS: NotificationSettings = { reply: true, comment: true };

@Injectable()
export class NotificationsRepository {
  constructor(
    @InjectModel(NotificationDigestRecord.name)
    private readonly digests: Model<NotificationDigestRecord>,
    @InjectModel(NotificationSettingsRecord.name)
    private readonly settingsRecords: Model<NotificationSettingsRecord>,
  ) {}

  async settings(accountId: string): Promise<NotificationSettings> {
    const found = await this.settingsRecords
      .findById(accountId)
      .lean<NotificationSettingsRecord>()
      .exec();
    const settings = { ...DEFAULT_SETTINGS };
    for (const kind of NOTIFICATION_KINDS) {
      if (typeof found?.[kind] === 'boolean') settings[kind] = found[kind];
    }
    return settings;
  }

  async updateSettings(
    accountId: string,
    change: Partial<Record<NotificationKind, boolean>>,
  ): Promise<NotificationSettings> {
    await this.settingsRecords
      .updateOne({ _id: accountId }, { $set: change }, { upsert: true })
      .exec();
    return this.settings(accountId);
  }

  /**
   * Adds an event to the person's open digest, opening one due `windowMs` from now when there is
   * none. Two instances opening one at once: the unique index keeps one, the loser joins it.
   */
  async addEvent(accountId: string, event: NotificationEvent, windowMs: number): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.digests
          .updateOne(
            { accountId, status: 'open' },
            {
              $push: { events: event },
              $setOnInsert: { dueAt: new Date(Date.now() + windowMs) },
            },
            { upsert: true },
          )
          .exec();
        return;
      } catch (error) {
        if (!isDuplicateKeyError(error) || attempt > 0) throw error;
      }
    }
  }

  /**
   * Takes a due digest for `leaseMs`: an open one past its time, or one whose sender stopped
   * before recording it sent. Atomic, so one instance takes each.
   */
  claimDue(now: Date, leaseMs: number): Promise<StoredDigest | null> {
    return this.digests
      .findOneAndUpdate(
        {
          $or: [
            { status: 'open', dueAt: { $lte: now } },
            { status: 'sending', leaseUntil: { $lte: now } },
          ],
        },
        { $set: { status: 'sending', leaseUntil: new Date(now.getTime() + leaseMs) } },
        { sort: { dueAt: 1 }, returnDocument: 'after' },
      )
      .lean<StoredDigest>()
      .exec();
  }

  /** Records a digest done (its mail queued, or nothing to send); what was said is dropped. */
  async markSent(id: Types.ObjectId): Promise<void> {
    await this.digests
      .updateOne(
        { _id: id },
        { $set: { status: 'sent', sentAt: new Date(), events: [] }, $unset: { leaseUntil: 1 } },
      )
      .exec();
  }
}
