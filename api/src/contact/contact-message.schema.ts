import {
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadSource,
  type LeadStatus,
} from '@brightwave/contracts';
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export type { LeadSource };

/** Every message sent through the contact form, stored before any mail goes out. */
@Schema({ collection: 'contactmessages', versionKey: false, timestamps: true })
export class ContactMessageRecord {
  @Prop({ type: String, required: true })
  name!: string;

  @Prop({ type: String, required: true })
  email!: string;

  @Prop({ type: String, required: true })
  subject!: string;

  @Prop({ type: String, required: true })
  message!: string;

  /** Where the lead came from: the contact form, the project inquiry form or the chatbot. */
  @Prop({ type: String, required: true, enum: LEAD_SOURCES, default: 'contact' })
  source!: LeadSource;

  /** The honeypot was filled: kept for review, never mailed. */
  @Prop({ type: Boolean, required: true, default: false })
  spam!: boolean;

  /**
   * Set while the message's mails are not in the outbox yet; cleared once they are. The outbox
   * sweep queues the mails of messages still flagged (the database dropped between the writes).
   */
  @Prop({ type: Boolean })
  mailsPending?: boolean;

  /** The sender gets no acknowledgement: their address had its daily share already. */
  @Prop({ type: Boolean })
  noAcknowledgement?: boolean;

  /** Where the admins are with it; a message with the honeypot filled starts as `spam`. */
  @Prop({ type: String, required: true, enum: LEAD_STATUSES, default: 'new' })
  status!: LeadStatus;

  /** The admins' note on this lead. */
  @Prop({ type: String, default: '' })
  note!: string;

  @Prop({ type: String })
  ip?: string;

  @Prop({ type: String })
  userAgent?: string;

  createdAt?: Date;
}

export const ContactMessageRecordSchema = SchemaFactory.createForClass(ContactMessageRecord);
ContactMessageRecordSchema.index(
  { createdAt: 1 },
  { name: 'mails_pending', partialFilterExpression: { mailsPending: true } },
);
ContactMessageRecordSchema.index({ createdAt: -1 });
