import {
  DEVICE_CLASSES,
  type DeviceClass,
  type VitalHistogram,
  type VitalMetric,
} from '@brightwave/contracts';
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import { RemoteVersionHour } from './remote-version-hour';

/**
 * One hour of field speed for one route of one remote version, channel and device class, summed
 * over every API instance ($inc on one document per key): the page views measured, their
 * connection types, and per metric a histogram (bucket index -> count, see contracts' vitals.ts).
 * Nothing about a visitor is kept: no address, no URL, no id. Removed 30 days after its hour.
 */
@Schema({ collection: 'vitalshours', versionKey: false })
export class VitalsHour extends RemoteVersionHour {
  /** The route pattern ("/blogDetails/:id"). */
  @Prop({ type: String, required: true })
  route!: string;

  @Prop({ type: String, required: true, enum: DEVICE_CLASSES })
  device!: DeviceClass;

  @Prop({ type: Number, default: 0 })
  views!: number;

  /** Page views per connection type. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  connections!: Record<string, number>;

  /** Per metric, its histogram. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  h!: Partial<Record<VitalMetric, VitalHistogram>>;
}

export const VitalsHourSchema = SchemaFactory.createForClass(VitalsHour);
VitalsHourSchema.index(
  { remote: 1, version: 1, hour: 1, route: 1, channel: 1, device: 1 },
  { unique: true },
);
VitalsHourSchema.index({ hour: 1 });
VitalsHourSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
