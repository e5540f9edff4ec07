import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/** A mailed password-reset link. Only the token's SHA-256 is kept; the TTL index sweeps old ones. */
@Schema({ collection: 'passwordresets', versionKey: false })
export class PasswordResetRecord {
  @Prop({ type: String, required: true })
  tokenHash!: string;

  @Prop({ type: Types.ObjectId, required: true })
  userId!: Types.ObjectId;

  /** The account's resetGeneration when the link was made: it works only while still current. */
  @Prop({ type: Number, required: true })
  generation!: number;

  @Prop({ type: Date, required: true })
  expiresAt!: Date;

  /** Set when the link is used: each link works once. */
  @Prop({ type: Date, default: null })
  usedAt!: Date | null;
}

export const PasswordResetRecordSchema = SchemaFactory.createForClass(PasswordResetRecord);
PasswordResetRecordSchema.index({ tokenHash: 1 }, { unique: true });
PasswordResetRecordSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
