import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/**
 * What an admin taught the assistant: a visitor's question attached to an answer it has (a
 * training phrase), or a new answer with its link (an intent of its own). The site's content
 * stays the base; these are trained on top of it. An undone lesson is kept, marked, for the
 * audit trail.
 */
@Schema({ collection: 'chatlessons', versionKey: false })
export class ChatLessonRecord {
  @Prop({ type: String, required: true })
  question!: string;

  @Prop({ type: String, required: true })
  intent!: string;

  @Prop({ type: String })
  reply?: string;

  @Prop({ type: Object })
  link?: { label: string; to: string };

  @Prop({ type: Date, required: true })
  createdAt!: Date;

  @Prop({ type: String, required: true })
  createdBy!: string;

  @Prop({ type: Date })
  undoneAt?: Date;
}

export type StoredChatLesson = ChatLessonRecord & { _id: Types.ObjectId };
export const ChatLessonSchema = SchemaFactory.createForClass(ChatLessonRecord);
ChatLessonSchema.index({ undoneAt: 1, createdAt: -1 });
