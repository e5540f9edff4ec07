import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { CommentRecord } from './comment.schema';

export type StoredComment = CommentRecord & { _id: Types.ObjectId };
export type CommentEntryInput = Omit<
  CommentRecord,
  'likes' | 'editedAt' | 'createdAt' | 'updatedAt'
>;

/** The only place that queries the comments collection (comments and replies alike). */
@Injectable()
export class CommentsRepository {
  constructor(@InjectModel(CommentRecord.name) private readonly comments: Model<CommentRecord>) {}

  async create(entry: CommentEntryInput): Promise<StoredComment> {
    const created = await this.comments.create({ ...entry, likes: [] });
    return created.toObject();
  }

  findById(id: Types.ObjectId): Promise<StoredComment | null> {
    return this.comments.findById(id).lean<StoredComment>().exec();
  }

  /** Every comment and reply of a blog, oldest first. */
  listForBlog(blogId: Types.ObjectId): Promise<StoredComment[]> {
    return this.comments
      .find({ blogId })
      .sort({ createdAt: 1, _id: 1 })
      .lean<StoredComment[]>()
      .exec();
  }

  /** The replies under one comment. */
  listReplies(commentId: Types.ObjectId): Promise<StoredComment[]> {
    return this.comments.find({ commentId }).lean<StoredComment[]>().exec();
  }

  setText(id: Types.ObjectId, text: string): Promise<StoredComment | null> {
    return this.comments
      .findByIdAndUpdate(id, { $set: { text, editedAt: new Date() } }, { returnDocument: 'after' })
      .lean<StoredComment>()
      .exec();
  }

  /** Adds a like once per account, atomically (a second like changes nothing). */
  like(id: Types.ObjectId, userId: Types.ObjectId): Promise<StoredComment | null> {
    return this.comments
      .findByIdAndUpdate(id, { $addToSet: { likes: userId } }, { returnDocument: 'after' })
      .lean<StoredComment>()
      .exec();
  }

  /** Removes the given entries; returns how many were still there. */
  async remove(ids: Types.ObjectId[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.comments.deleteMany({ _id: { $in: ids } }).exec();
    return result.deletedCount;
  }

  async removeForBlog(blogId: Types.ObjectId): Promise<number> {
    const result = await this.comments.deleteMany({ blogId }).exec();
    return result.deletedCount;
  }

  /** The newest comments and replies of every blog, for the admins' moderation list. */
  recent(skip: number, limit: number): Promise<StoredComment[]> {
    return this.comments
      .find()
      .sort({ createdAt: -1, _id: -1 })
      .skip(skip)
      .limit(limit)
      .lean<StoredComment[]>()
      .exec();
  }

  /** How many entries there are, or were written since a date. */
  count(since?: Date): Promise<number> {
    return this.comments.countDocuments(since ? { createdAt: { $gte: since } } : {}).exec();
  }
}
