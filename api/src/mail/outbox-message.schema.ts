import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

/** `cancelled`: never sent, as its recipient asked for no more (an unsubscribe). */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled';

@Schema({ _id: false, versionKey: false })
export class MailAddress {
  @Prop({ type: String })
  name?: string;

  @Prop({ type: String, required: true })
  address!: string;
}
const MailAddressSchema = SchemaFactory.createForClass(MailAddress);

/**
 * An e-mail waiting to be sent, being sent, or sent. Mail is written here first and delivered by
 * the outbox worker, so a mail server outage delays mail but never loses it.
 */
@Schema({ collection: 'mailoutbox', versionKey: false, timestamps: true })
export class OutboxMessage {
  /** What the mail is for, e.g. `contact.notify`; with refId, ties it to its origin. */
  @Prop({ type: String, required: true })
  kind!: string;

  @Prop({ type: String })
  refId?: string;

  @Prop({ type: MailAddressSchema, required: true })
  to!: MailAddress;

  @Prop({ type: MailAddressSchema })
  replyTo?: MailAddress;

  @Prop({ type: String, required: true })
  subject!: string;

  @Prop({ type: String, required: true })
  text!: string;

  /** An HTML part beside `text` (newsletters); most mails are text only. */
  @Prop({ type: String })
  html?: string;

  /** Extra header fields, e.g. List-Unsubscribe (RFC 8058). */
  @Prop({ type: Object })
  headers?: Record<string, string>;

  /** Replaces `text` once the mail is delivered (see NewMail.sentText), then is removed. */
  @Prop({ type: String })
  sentText?: string;

  @Prop({ type: String, required: true, default: 'pending' })
  status!: OutboxStatus;

  @Prop({ type: Number, required: true, default: 0 })
  attempts!: number;

  @Prop({ type: Date, required: true })
  nextAttemptAt!: Date;

  /** While `sending`: until when the claiming worker owns it; later, another may take over. */
  @Prop({ type: Date })
  leaseUntil?: Date;

  @Prop({ type: String })
  claimedBy?: string;

  /** While `sending`: the attempt holding the lease; checked again just before the SMTP call. */
  @Prop({ type: String })
  attemptId?: string;

  @Prop({ type: String })
  lastError?: string;

  @Prop({ type: Date })
  sentAt?: Date;

  createdAt?: Date;
  updatedAt?: Date;
}

export type OutboxMessageDocument = HydratedDocument<OutboxMessage>;
export const OutboxMessageSchema = SchemaFactory.createForClass(OutboxMessage);
OutboxMessageSchema.index({ status: 1, nextAttemptAt: 1 });
// One mail of a kind per record: queueing a record's mails again adds nothing.
OutboxMessageSchema.index(
  { kind: 1, refId: 1 },
  { unique: true, partialFilterExpression: { refId: { $exists: true } } },
);
