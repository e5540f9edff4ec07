import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/**
 * One entry of a blog's discussion: a comment (no `commentId`) or a reply under one (with its
 * `commentId`, and `parentReplyId` when it answers another reply). Comments and replies are
 * separate documents, so a like is one atomic update of one small document, and both the
 * discussion and the comment section read the same entries. The collection name and its fields
 * are stored data: they keep their names.
 */
@Schema({ collection: 'comments', versionKey: false, timestamps: true })
export class CommentRecord {
  @Prop({ type: Types.ObjectId, required: true })
  blogId!: Types.ObjectId;

  /** The comment a reply belongs to; absent on a comment. */
  @Prop({ type: Types.ObjectId })
  commentId?: Types.ObjectId;

  /** The reply a reply answers; absent when it answers the comment. */
  @Prop({ type: Types.ObjectId })
  parentReplyId?: Types.ObjectId;

  @Prop({ type: Types.ObjectId, required: true })
  authorId!: Types.ObjectId;

  /** The account's name, e-mail and avatar when it wrote (accounts have no rename). */
  @Prop({ type: String, required: true })
  authorName!: string;

  @Prop({ type: String, required: true })
  authorEmail!: string;

  @Prop({ type: String, default: '' })
  authorAvatar!: string;

  /** Plain text exactly as typed (trimmed); never HTML. */
  @Prop({ type: String, required: true })
  text!: string;

  /** Ids of the accounts that liked it, each at most once. */
  @Prop({ type: [Types.ObjectId], default: [] })
  likes!: Types.ObjectId[];

  /** When the text was last edited. */
  @Prop({ type: Date })
  editedAt?: Date;

  createdAt?: Date;
  updatedAt?: Date;
}

export const CommentRecordSchema = SchemaFactory.createForClass(CommentRecord);
CommentRecordSchema.index({ blogId: 1, createdAt: 1 });
CommentRecordSchema.index({ commentId: 1 });
