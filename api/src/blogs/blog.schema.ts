import { BLOG_STATUSES, type BlogStatus } from '@brightwave/contracts';
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A blog post. `content` is stored sanitised; text-derived fields are computed on save. */
@Schema({ collection: 'blogs', versionKey: false, timestamps: true })
export class BlogRecord {
  @Prop({ type: String, default: '' })
  title!: string;

  @Prop({ type: String, default: '' })
  content!: string;

  /** The first 120 characters of the text (with an ellipsis when longer). */
  @Prop({ type: String, default: '' })
  excerpt!: string;

  /** The author's own excerpt; `excerpt` is this when given. */
  @Prop({ type: String })
  summary?: string;

  /** What search results show, when the author wrote it (else the title and the excerpt). */
  @Prop({ type: String })
  seoTitle?: string;

  @Prop({ type: String })
  seoDescription?: string;

  @Prop({ type: Number, default: 0 })
  readingMinutes!: number;

  /** Cover paths on this API (`/media/<id>`): detail size and card size. */
  @Prop({ type: String })
  image?: string;

  @Prop({ type: String })
  cardImage?: string;

  @Prop({ type: [String], default: [] })
  tags!: string[];

  /** The owner, from the token at creation. */
  @Prop({ type: String, required: true })
  createdBy!: string;

  @Prop({ type: String, required: true })
  email!: string;

  @Prop({ type: String, required: true })
  authorName!: string;

  /** Ids of the users who like it. */
  @Prop({ type: [String], default: [] })
  likes!: string[];

  @Prop({ type: String, enum: BLOG_STATUSES, required: true })
  status!: BlogStatus;

  /** Comments and replies on it, kept exact by the comments module. */
  @Prop({ type: Number, default: 0 })
  commentCount?: number;

  /** When it was first published; the list is sorted by it. */
  @Prop({ type: Date })
  publishedAt?: Date;

  createdAt?: Date;
  updatedAt?: Date;
}

export const BlogRecordSchema = SchemaFactory.createForClass(BlogRecord);
// The list: published posts (equality on status) in the list's own order, so MongoDB reads a page
// from the index without sorting.
BlogRecordSchema.index({ status: 1, publishedAt: -1, createdAt: -1, _id: -1 });
BlogRecordSchema.index({ createdBy: 1, createdAt: -1 });
