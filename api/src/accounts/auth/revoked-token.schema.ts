import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A signed-out token, by its `jti`. Kept in MongoDB so every API instance refuses it, and only
 * until the token would have expired anyway: the TTL index removes it then.
 */
@Schema({ collection: 'revokedtokens', versionKey: false })
export class RevokedToken {
  /** The token's `jti` claim. */
  @Prop({ type: String, required: true })
  _id!: string;

  /** The token's own expiry (`exp`). */
  @Prop({ type: Date, required: true })
  expiresAt!: Date;
}

export const RevokedTokenSchema = SchemaFactory.createForClass(RevokedToken);
RevokedTokenSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
