import { SUBSCRIPTION_KINDS, type SubscriptionKind } from '@brightwave/contracts';
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One address's subscription to the blog, a tag or an author. Pending until its mailed link is
 * used; a pending one carries `expiresAt` and is removed by the TTL index after it. Unsubscribing
 * deletes it: an address is kept only while it is subscribed (or asked to be).
 */
@Schema({ collection: 'subscriptions', versionKey: false, timestamps: true })
export class SubscriptionRecord {
  @Prop({ type: String, required: true })
  email!: string;

  @Prop({ type: String, enum: SUBSCRIPTION_KINDS, required: true })
  kind!: SubscriptionKind;

  /** '' for the blog, the tag, or the author's account id. */
  @Prop({ type: String, default: '' })
  target!: string;

  @Prop({ type: String, enum: ['pending', 'confirmed'], required: true })
  status!: 'pending' | 'confirmed';

  /** SHA-256 of the newest confirmation link's token (kept: a second click still confirms). */
  @Prop({ type: String })
  confirmTokenHash?: string;

  /** While pending: when the request lapses (TTL index). */
  @Prop({ type: Date })
  expiresAt?: Date;

  /** SHA-256 of the address's unsubscribe token (the same for all its subscriptions). */
  @Prop({ type: String, required: true })
  unsubscribeKey!: string;

  @Prop({ type: Date })
  confirmedAt?: Date;

  createdAt?: Date;
  updatedAt?: Date;
}

export const SubscriptionSchema = SchemaFactory.createForClass(SubscriptionRecord);
SubscriptionSchema.index({ email: 1, kind: 1, target: 1 }, { unique: true });
SubscriptionSchema.index({ confirmTokenHash: 1 }, { sparse: true });
SubscriptionSchema.index({ unsubscribeKey: 1 });
// The fan-out of a new post: confirmed subscribers of a kind and target, in _id order.
SubscriptionSchema.index({ status: 1, kind: 1, target: 1, _id: 1 });
SubscriptionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

/**
 * The fan-out of one post's new-post mails: created once per post (unique `blogId`), it walks the
 * confirmed subscribers in `_id` order a batch at a time; `cursor` is the last one queued, so an
 * instance that stops mid-way leaves the rest to whichever instance claims it next.
 */
@Schema({ collection: 'postdeliveries', versionKey: false, timestamps: true })
export class PostDeliveryRecord {
  @Prop({ type: String, required: true, unique: true })
  blogId!: string;

  @Prop({ type: String, required: true })
  title!: string;

  @Prop({ type: Boolean, default: false })
  done!: boolean;

  /** The `_id` (hex) of the last subscriber queued; absent before the first batch. */
  @Prop({ type: String })
  cursor?: string;

  /** Not before this time is the next batch queued (the configured rate). */
  @Prop({ type: Date, required: true })
  nextBatchAt!: Date;

  /** Whoever holds the fan-out until then; later another instance may take it over. */
  @Prop({ type: Date })
  leaseUntil?: Date;

  @Prop({ type: String })
  attemptId?: string;

  createdAt?: Date;
  updatedAt?: Date;
}

export const PostDeliverySchema = SchemaFactory.createForClass(PostDeliveryRecord);
PostDeliverySchema.index({ done: 1, nextBatchAt: 1 });

/** Where each instance's search for new posts has reached (one document, `_id: 'posts'`). */
@Schema({ collection: 'newsletterstate', versionKey: false })
export class NewsletterStateRecord {
  @Prop({ type: String, required: true })
  _id!: string;

  /** Posts first published after this are (or are being) announced. */
  @Prop({ type: Date, required: true })
  after!: Date;
}

export const NewsletterStateSchema = SchemaFactory.createForClass(NewsletterStateRecord);
