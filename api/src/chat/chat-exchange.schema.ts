import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One message a visitor sent and what the bot understood, so the team can see what it cannot
 * answer yet. No IP address or other identifier is kept (the rate limiter's counters hold the IP
 * only for their window).
 */
@Schema({ collection: 'chatexchanges', versionKey: false })
export class ChatExchange {
  @Prop({ type: String, required: true })
  message!: string;

  /** The message lower-cased with spacing collapsed: how repeated questions are grouped. */
  @Prop({ type: String, required: true })
  normalized!: string;

  @Prop({ type: String, required: true })
  intent!: string;

  @Prop({ type: Number, required: true })
  confidence!: number;

  /** The fallback answered (nothing the bot knows matched well enough). */
  @Prop({ type: Boolean, required: true })
  fallback!: boolean;

  @Prop({ type: Date, required: true })
  createdAt!: Date;

  /** When the TTL index removes it. */
  @Prop({ type: Date, required: true })
  expiresAt!: Date;
}

export const ChatExchangeSchema = SchemaFactory.createForClass(ChatExchange);
ChatExchangeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
ChatExchangeSchema.index({ fallback: 1, normalized: 1 });
