import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@brightwave/contracts';
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/** One admin action: who, when, what, on what, the state before and after, and why. */
@Schema({ collection: 'auditlog', versionKey: false })
export class AuditEntryRecord {
  @Prop({ type: Date, required: true, default: () => new Date() })
  at!: Date;

  @Prop({ type: Object, required: true })
  actor!: AuditEntry['actor'];

  @Prop({ type: String, required: true, enum: AUDIT_ACTIONS })
  action!: AuditAction;

  @Prop({ type: Object, required: true })
  target!: AuditEntry['target'];

  @Prop({ type: Object })
  before?: Record<string, unknown>;

  @Prop({ type: Object })
  after?: Record<string, unknown>;

  @Prop({ type: String })
  reason?: string;
}

export type StoredAuditEntry = AuditEntryRecord & { _id: Types.ObjectId };
export const AuditEntryRecordSchema = SchemaFactory.createForClass(AuditEntryRecord);
AuditEntryRecordSchema.index({ at: -1 });
