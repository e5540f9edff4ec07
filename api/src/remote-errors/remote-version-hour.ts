import { REMOTE_CHANNELS, type RemoteChannel } from '@brightwave/contracts';
import { Prop } from '@nestjs/mongoose';

/**
 * The key both hourly aggregates start with (remote health and field speed): one remote version on
 * one channel in one hour (its start, UTC), and when the TTL index removes the document.
 */
export abstract class RemoteVersionHour {
  @Prop({ type: String, required: true })
  remote!: string;

  @Prop({ type: String, required: true })
  version!: string;

  @Prop({ type: String, required: true, enum: REMOTE_CHANNELS })
  channel!: RemoteChannel;

  @Prop({ type: Date, required: true })
  hour!: Date;

  @Prop({ type: Date, required: true })
  expiresAt!: Date;
}
