import { randomUUID } from 'node:crypto';
import type { SubscriptionKind, SubscriptionTopic } from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model, Types } from 'mongoose';
import { isDuplicateKeyError } from '../common/database/duplicate-key';
import { normalizeEmail } from '../common/text/email';
import { escapeRegExp } from '../common/text/escape-regexp';
import {
  NewsletterStateRecord,
  PostDeliveryRecord,
  SubscriptionRecord,
} from './subscription.schema';

export type StoredSubscription = SubscriptionRecord & { _id: Types.ObjectId };
export type StoredDelivery = PostDeliveryRecord & { _id: Types.ObjectId };
export type ClaimedDelivery = StoredDelivery & { attemptId: string };

export interface PendingRequest extends SubscriptionTopic {
  email: string;
  tokenHash: string;
  expiresAt: Date;
  unsubscribeKey: string;
}

/** Who a new post is for: its author, its tags and the blog as a whole. */
export interface PostAudience {
  authorId: string;
  tags: string[];
}

const STATE_ID = 'posts';

/** The only place that queries subscriptions, post deliveries and the newsletter's state. */
@Injectable()
export class SubscriptionsRepository {
  constructor(
    @InjectModel(SubscriptionRecord.name)
    private readonly subscriptions: Model<SubscriptionRecord>,
    @InjectModel(PostDeliveryRecord.name)
    private readonly deliveries: Model<PostDeliveryRecord>,
    @InjectModel(NewsletterStateRecord.name)
    private readonly state: Model<NewsletterStateRecord>,
  ) {}

  /**
   * Records (or renews) a pending request with a fresh link. False when the address is already
   * confirmed for this topic: then nothing changes (the unique index refuses a second entry).
   */
  async requestPending(request: PendingRequest): Promise<boolean> {
    const { email, kind, target, tokenHash, expiresAt, unsubscribeKey } = request;
    try {
      await this.subscriptions
        .updateOne(
          { email, kind, target, status: 'pending' },
          { $set: { confirmTokenHash: tokenHash, expiresAt, unsubscribeKey } },
          { upsert: true },
        )
        .exec();
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  isConfirmed(email: string, topic: SubscriptionTopic): Promise<boolean> {
    return this.subscriptions
      .exists({ email, kind: topic.kind, target: topic.target, status: 'confirmed' })
      .exec()
      .then((found) => !!found);
  }

  /**
   * Confirms the subscription of a link that is pending and unexpired, or already confirmed (a
   * second click); null for any other link.
   */
  async confirm(tokenHash: string, now: Date): Promise<StoredSubscription | null> {
    const found = await this.subscriptions
      .findOne({
        confirmTokenHash: tokenHash,
        $or: [{ status: 'confirmed' }, { expiresAt: { $gt: now } }],
      })
      .lean<StoredSubscription>()
      .exec();
    if (!found || found.status === 'confirmed') return found;
    return this.subscriptions
      .findOneAndUpdate(
        { _id: found._id },
        { $set: { status: 'confirmed', confirmedAt: now }, $unset: { expiresAt: 1 } },
        { returnDocument: 'after' },
      )
      .lean<StoredSubscription>()
      .exec();
  }

  /** Deletes every subscription (pending or not) of the address with this unsubscribe key. */
  async removeByKey(unsubscribeKey: string): Promise<StoredSubscription[]> {
    const found = await this.subscriptions
      .find({ unsubscribeKey })
      .lean<StoredSubscription[]>()
      .exec();
    if (found.length) {
      await this.subscriptions.deleteMany({ _id: { $in: found.map((s) => s._id) } }).exec();
    }
    return found;
  }

  /** Confirmed subscriptions a post is for, after `afterId` in `_id` order, at most `limit`. */
  confirmedFor(
    audience: PostAudience,
    afterId: string | undefined,
    limit: number,
  ): Promise<StoredSubscription[]> {
    return this.subscriptions
      .find({
        status: 'confirmed',
        $or: [
          { kind: 'blog' },
          { kind: 'tag', target: { $in: audience.tags } },
          { kind: 'author', target: audience.authorId },
        ],
        ...(afterId ? { _id: { $gt: new Types.ObjectId(afterId) } } : {}),
      })
      .sort({ _id: 1 })
      .limit(limit)
      .lean<StoredSubscription[]>()
      .exec();
  }

  /** Where the search for new posts starts: set to `now` the first time it is asked. */
  async announcedAfter(now: Date): Promise<Date> {
    const doc = await this.state
      .findOneAndUpdate(
        { _id: STATE_ID },
        { $setOnInsert: { after: now } },
        { upsert: true, returnDocument: 'after' },
      )
      .lean<NewsletterStateRecord>()
      .exec();
    return doc.after;
  }

  /** Moves the search for new posts on (never back). */
  async advanceAnnouncedAfter(after: Date): Promise<void> {
    await this.state.updateOne({ _id: STATE_ID }, { $max: { after } }).exec();
  }

  /** The posts among `blogIds` that have a delivery already. */
  async deliveredBlogIds(blogIds: string[]): Promise<Set<string>> {
    const found = await this.deliveries
      .find({ blogId: { $in: blogIds } }, { blogId: 1 })
      .lean()
      .exec();
    return new Set(found.map((d) => d.blogId));
  }

  /** Starts a post's delivery once; a second call (another instance) changes nothing. */
  async startDelivery(blogId: string, title: string, now: Date): Promise<void> {
    try {
      await this.deliveries
        .updateOne(
          { blogId },
          { $setOnInsert: { blogId, title, done: false, nextBatchAt: now } },
          { upsert: true },
        )
        .exec();
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  /** Takes a delivery whose next batch is due and whose lease (if any) ran out. */
  claimDue(now: Date, leaseMs: number): Promise<ClaimedDelivery | null> {
    return this.deliveries
      .findOneAndUpdate(
        {
          done: false,
          nextBatchAt: { $lte: now },
          $or: [{ leaseUntil: { $exists: false } }, { leaseUntil: { $lte: now } }],
        },
        {
          $set: { leaseUntil: new Date(now.getTime() + leaseMs), attemptId: randomUUID() },
        },
        { sort: { nextBatchAt: 1 }, returnDocument: 'after' },
      )
      .lean<ClaimedDelivery>()
      .exec();
  }

  /** Records a queued batch (or the end) and frees the delivery, if this attempt still holds it. */
  async advance(
    delivery: ClaimedDelivery,
    changes: { cursor?: string; done: boolean; nextBatchAt: Date },
  ): Promise<void> {
    await this.deliveries
      .updateOne(
        { _id: delivery._id, attemptId: delivery.attemptId },
        {
          $set: {
            done: changes.done,
            nextBatchAt: changes.nextBatchAt,
            ...(changes.cursor ? { cursor: changes.cursor } : {}),
          },
          $unset: { leaseUntil: 1, attemptId: 1 },
        },
      )
      .exec();
  }

  /** The newest deliveries first, at most `limit`. */
  recentDeliveries(limit: number): Promise<StoredDelivery[]> {
    return this.deliveries
      .find()
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .lean<StoredDelivery[]>()
      .exec();
  }

  findDelivery(blogId: string): Promise<StoredDelivery | null> {
    if (!isValidObjectId(blogId)) return Promise.resolve(null);
    return this.deliveries.findOne({ blogId }).lean<StoredDelivery>().exec();
  }

  /** Subscriptions newest first, by part of the address and kind (the console). */
  search(
    filter: SubscriberFilter,
    skip: number,
    limit: number,
  ): Promise<{ items: StoredSubscription[]; total: number }> {
    const query = subscriberQuery(filter);
    return Promise.all([
      this.subscriptions
        .find(query)
        .sort({ createdAt: -1, _id: -1 })
        .skip(skip)
        .limit(limit)
        .lean<StoredSubscription[]>()
        .exec(),
      this.subscriptions.countDocuments(query).exec(),
    ]).then(([items, total]) => ({ items, total }));
  }

  /** Confirmed subscriptions per kind. */
  async confirmedByKind(): Promise<Record<SubscriptionKind, number>> {
    const rows = await this.subscriptions
      .aggregate<{ _id: SubscriptionKind; n: number }>([
        { $match: { status: 'confirmed' } },
        { $group: { _id: '$kind', n: { $sum: 1 } } },
      ])
      .exec();
    const counts = { blog: 0, tag: 0, author: 0 };
    for (const row of rows) counts[row._id] = row.n;
    return counts;
  }

  /** Subscriptions still held that were confirmed since `since`, per UTC day (YYYY-MM-DD). */
  async confirmedPerDay(since: Date): Promise<Map<string, number>> {
    const rows = await this.subscriptions
      .aggregate<{ _id: string; n: number }>([
        { $match: { status: 'confirmed', confirmedAt: { $gte: since } } },
        {
          $group: {
            _id: { $dateToString: { format: '%Y-%m-%d', date: '$confirmedAt' } },
            n: { $sum: 1 },
          },
        },
      ])
      .exec();
    return new Map(rows.map((row) => [row._id, row.n]));
  }

  /** Deletes one subscription; what it was, or null. */
  removeById(id: string): Promise<StoredSubscription | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.subscriptions.findOneAndDelete({ _id: id }).lean<StoredSubscription>().exec();
  }
}

export interface SubscriberFilter {
  q?: string;
  kind?: SubscriptionKind;
}

function subscriberQuery(filter: SubscriberFilter) {
  return {
    ...(filter.q ? { email: { $regex: escapeRegExp(normalizeEmail(filter.q)) } } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
  };
}
