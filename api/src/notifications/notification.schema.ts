import { NOTIFICATION_KINDS, type NotificationKind } from '@brightwave/contracts';
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ _id: false, versionKey: false })
export class NotificationEvent {
  @Prop({ type: String, enum: NOTIFICATION_KINDS, required: true })
  kind!: NotificationKind;

  @Prop({ type: String, required: true })
  blogId!: string;

  @Prop({ type: String, required: true })
  blogTitle!: string;

  /** Who wrote the comment or reply. */
  @Prop({ type: String, required: true })
  actorName!: string;

  /** The start of what they wrote. */
  @Prop({ type: String, required: true })
  excerpt!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}
const NotificationEventSchema = SchemaFactory.createForClass(NotificationEvent);

/**
 * One person's notifications gathered for one mail. While `open`, new events join it; at `dueAt`
 * (its first event plus the window) an instance claims it (`sending`, with a lease), queues its
 * one mail in the outbox (refId: this digest's id, so queueing it twice sends it once) and marks
 * it `sent`. Events after the claim open the next digest, due a window later: at most one mail per
 * person per window, whatever the number of instances.
 */
@Schema({ collection: 'notificationdigests', versionKey: false, timestamps: true })
export class NotificationDigestRecord {
  @Prop({ type: String, required: true })
  accountId!: string;

  @Prop({ type: String, enum: ['open', 'sending', 'sent'], required: true })
  status!: 'open' | 'sending' | 'sent';

  @Prop({ type: Date, required: true })
  dueAt!: Date;

  @Prop({ type: Date })
  leaseUntil?: Date;

  @Prop({ type: Date })
  sentAt?: Date;

  @Prop({ type: [NotificationEventSchema], default: [] })
  events!: NotificationEvent[];

  createdAt?: Date;
  updatedAt?: Date;
}

export const NotificationDigestSchema = SchemaFactory.createForClass(NotificationDigestRecord);
// One open digest per person: two instances adding at once join the same one.
NotificationDigestSchema.index(
  { accountId: 1 },
  { unique: true, partialFilterExpression: { status: 'open' } },
);
NotificationDigestSchema.index({ status: 1, dueAt: 1 });
// Sent digests are kept a week (for support questions), then removed.
NotificationDigestSchema.index(
  { sentAt: 1 },
  { expireAfterSeconds: 7 * 24 * 3600, partialFilterExpression: { status: 'sent' } },
);

/** An account's switches; an account without one gets every kind. `_id`: the account id. */
@Schema({ collection: 'notificationsettings', versionKey: false, timestamps: true })
export class NotificationSettingsRecord {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Boolean, default: true })
  reply!: boolean;

  @Prop({ type: Boolean, default: true })
  comment!: boolean;
}

export const NotificationSettingsSchema = SchemaFactory.createForClass(NotificationSettingsRecord);
