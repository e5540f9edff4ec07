import { AUTHOR_APPLICATION_STATUSES, type AuthorApplicationStatus } from '@brightwave/contracts';
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/** One decision on an application: who moved it from which status to which, and when. */
@Schema({ _id: false, versionKey: false })
export class DecisionRecord {
  @Prop({ type: Types.ObjectId, required: true })
  by!: Types.ObjectId;

  @Prop({ type: String, required: true })
  byName!: string;

  @Prop({ type: Date, required: true })
  at!: Date;

  @Prop({ type: String, enum: AUTHOR_APPLICATION_STATUSES, required: true })
  from!: AuthorApplicationStatus;

  @Prop({ type: String, enum: AUTHOR_APPLICATION_STATUSES, required: true })
  to!: AuthorApplicationStatus;
}
const DecisionRecordSchema = SchemaFactory.createForClass(DecisionRecord);

/** A request for author privileges; one per account. */
@Schema({ collection: 'authorapplications', versionKey: false, timestamps: true })
export class AuthorApplicationRecord {
  @Prop({ type: Types.ObjectId, required: true })
  userId!: Types.ObjectId;

  @Prop({ type: String, required: true })
  name!: string;

  @Prop({ type: String, required: true })
  email!: string;

  @Prop({ type: String, required: true })
  description!: string;

  @Prop({ type: String, enum: AUTHOR_APPLICATION_STATUSES, required: true, default: 'pending' })
  status!: AuthorApplicationStatus;

  @Prop({ type: [DecisionRecordSchema], default: [] })
  history!: DecisionRecord[];

  createdAt?: Date;
  updatedAt?: Date;
}

export const AuthorApplicationRecordSchema = SchemaFactory.createForClass(AuthorApplicationRecord);
AuthorApplicationRecordSchema.index({ userId: 1 }, { unique: true });
AuthorApplicationRecordSchema.index({ createdAt: -1 });
