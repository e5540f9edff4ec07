import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export type LeadSource = 'contact' | 'chat';

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

  /** Where the lead came from: the contact form or the chatbot's handoff to a person. */
  @Prop({ type: String, required: true, enum: ['contact', 'chat'], default: 'contact' })
  source!: LeadSource;

  /** The honeypot was filled: kept for review, never mailed. */
  @Prop({ type: Boolean, required: true, default: false })
  spam!: boolean;

  @Prop({ type: String })
  ip?: string;

  @Prop({ type: String })
  userAgent?: string;

  createdAt?: Date;
}

export const ContactMessageRecordSchema = SchemaFactory.createForClass(ContactMessageRecord);
