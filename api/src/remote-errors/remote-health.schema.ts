import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { RemoteVersionHour } from './remote-version-hour';

/**
 * One remote version's counts for one hour and channel, summed over every API instance ($inc on
 * one document per key). Nothing about a visitor is kept: no address, no page, no id. Removed two
 * days after its hour, so 24 h are always whole.
 */
@Schema({ collection: 'remotehealth', versionKey: false })
export class RemoteHealthBucket extends RemoteVersionHour {
  @Prop({ type: Number, default: 0 })
  loads!: number;

  @Prop({ type: Number, default: 0 })
  failedLoads!: number;

  @Prop({ type: Number, default: 0 })
  caughtErrors!: number;

  /** The last error's scrubbed text (scrubErrorText): what a person looks at first. */
  @Prop({ type: String })
  lastError?: string;
}

export const RemoteHealthBucketSchema = SchemaFactory.createForClass(RemoteHealthBucket);
RemoteHealthBucketSchema.index({ remote: 1, version: 1, channel: 1, hour: 1 }, { unique: true });
RemoteHealthBucketSchema.index({ hour: 1 });
RemoteHealthBucketSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

/**
 * A canary the guard switched off: one per remote and version (the unique index is what makes
 * the decision happen once with several API instances deciding at the same time).
 */
@Schema({ collection: 'canaryverdicts', versionKey: false })
export class CanaryVerdictRecord {
  @Prop({ type: String, required: true })
  remote!: string;

  @Prop({ type: String, required: true })
  version!: string;

  @Prop({ type: Date, required: true })
  at!: Date;

  @Prop({ type: String, required: true })
  reason!: string;

  /** Kept a week: the shell's servers switch the canary off again if someone turns it back on. */
  @Prop({ type: Date, required: true })
  expiresAt!: Date;
}

export const CanaryVerdictRecordSchema = SchemaFactory.createForClass(CanaryVerdictRecord);
CanaryVerdictRecordSchema.index({ remote: 1, version: 1 }, { unique: true });
CanaryVerdictRecordSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

/**
 * A page load's report token used for one kind of report: a token counts once per kind (the
 * unique index, across instances), and is forgotten when it would have expired anyway.
 */
@Schema({ collection: 'reporttokenuses', versionKey: false })
export class ReportTokenUse {
  /** The token's random id (trusted-caller.js), not the token. */
  @Prop({ type: String, required: true })
  token!: string;

  @Prop({ type: String, required: true })
  kind!: string;

  @Prop({ type: Date, required: true })
  expiresAt!: Date;
}

export const ReportTokenUseSchema = SchemaFactory.createForClass(ReportTokenUse);
ReportTokenUseSchema.index({ token: 1, kind: 1 }, { unique: true });
ReportTokenUseSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
