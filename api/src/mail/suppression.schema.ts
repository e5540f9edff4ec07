import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** Why an address gets no more bulk mail: it unsubscribed, or the mail server refused it. */
export const SUPPRESSION_REASONS = ['unsubscribed', 'refused'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/**
 * An address that gets no more bulk mail (see SUPPRESSED_KINDS). Kept as the SHA-256 of the
 * normalised address only (hashedKey): the outbox and an admin who types the address can still
 * match it, but the list holds no address.
 */
@Schema({ collection: 'mailsuppressions', versionKey: false, timestamps: true })
export class SuppressionRecord {
  @Prop({ type: String, required: true, unique: true })
  addressHash!: string;

  @Prop({ type: String, enum: SUPPRESSION_REASONS, required: true })
  reason!: SuppressionReason;

  createdAt?: Date;
  updatedAt?: Date;
}

export const SuppressionSchema = SchemaFactory.createForClass(SuppressionRecord);
SuppressionSchema.index({ createdAt: -1 });
