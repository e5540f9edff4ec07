import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One counter per policy, client and time window: the hits the API instances have claimed from it
 * (see RateLimiter). Kept in MongoDB so every instance shares it; the TTL index removes a window's
 * counter once it has passed.
 */
@Schema({ collection: 'ratelimits', versionKey: false })
export class RateLimitCounter {
  /** `<policy>:<client>:<window index>` */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Number, required: true, default: 0 })
  count!: number;

  @Prop({ type: Date, required: true })
  expiresAt!: Date;
}

export const RateLimitCounterSchema = SchemaFactory.createForClass(RateLimitCounter);
RateLimitCounterSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
