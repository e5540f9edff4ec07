import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A named lock, held by `holder` until `until`: a lease, so a crashed holder's lock lapses. */
@Schema({ collection: 'locks', versionKey: false })
export class LockRecord {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  holder!: string;

  @Prop({ type: Date, required: true })
  until!: Date;
}

export const LockRecordSchema = SchemaFactory.createForClass(LockRecord);
