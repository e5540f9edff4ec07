import type { BlogStatus } from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type QueryFilter, type Model, type Types } from 'mongoose';
import { escapeRegExp } from '../common/text/escape-regexp';
import { BlogListCache } from './blog-list-cache';
import { BlogRecord } from './blog.schema';

export type StoredBlog = BlogRecord & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export type NewBlog = Omit<BlogRecord, 'likes' | 'createdAt' | 'updatedAt'>;
export type BlogChanges = Partial<
  Pick<
    BlogRecord,
    | 'title'
    | 'content'
    | 'excerpt'
    | 'summary'
    | 'seoTitle'
    | 'seoDescription'
    | 'readingMinutes'
    | 'image'
    | 'cardImage'
    | 'tags'
    | 'status'
    | 'publishedAt'
  >
>;

export interface BlogQuery {
  /** Published only, or also the drafts of this owner (undefined: every draft, for admins). */
  statuses: BlogStatus[];
  owner?: string;
  titleContains?: string;
  tag?: string;
  skip?: number;
  limit?: number;
  withoutContent?: boolean;
}

/**
 * The only place that queries the blogs collection. Every write tells BlogListCache, so no list
 * answered before it is answered again on any instance.
 */
@Injectable()
export class BlogsRepository {
  constructor(
    @InjectModel(BlogRecord.name) private readonly blogs: Model<BlogRecord>,
    private readonly listCache: BlogListCache,
  ) {}

  /** Runs a write, then drops the kept lists (also those loaded while it ran). */
  private async write<T>(operation: Promise<T>): Promise<T> {
    try {
      return await operation;
    } finally {
      await this.listCache.changed();
    }
  }

  async create(blog: NewBlog): Promise<StoredBlog> {
    const created = await this.write(this.blogs.create(blog));
    return created.toObject<StoredBlog>();
  }

  findById(id: string): Promise<StoredBlog | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.blogs.findById(id).lean<StoredBlog>().exec();
  }

  private filter(query: BlogQuery): QueryFilter<BlogRecord> {
    const filter: QueryFilter<BlogRecord> = { status: { $in: query.statuses } };
    if (query.owner) filter.createdBy = query.owner;
    if (query.titleContains) {
      filter.title = { $regex: escapeRegExp(query.titleContains), $options: 'i' };
    }
    if (query.tag) filter.tags = query.tag;
    return filter;
  }

  /** Newest first: by first publication, then by creation (drafts have no publication). */
  list(query: BlogQuery): Promise<StoredBlog[]> {
    let find = this.blogs
      .find(this.filter(query))
      .sort({ publishedAt: -1, createdAt: -1, _id: -1 });
    if (query.withoutContent) find = find.select({ content: 0 });
    if (query.skip) find = find.skip(query.skip);
    if (query.limit) find = find.limit(query.limit);
    return find.lean<StoredBlog[]>().exec();
  }

  count(query: BlogQuery): Promise<number> {
    return this.blogs.countDocuments(this.filter(query)).exec();
  }

  /** The latest published posts sharing a tag with `tags`, this one left out. */
  related(id: string, tags: string[], limit: number): Promise<StoredBlog[]> {
    return this.blogs
      .find({ _id: { $ne: id }, status: 'published', tags: { $in: tags } })
      .select({ content: 0 })
      .sort({ publishedAt: -1 })
      .limit(limit)
      .lean<StoredBlog[]>()
      .exec();
  }

  /** Posts first published after `after` (published now), oldest publication first. */
  publishedAfter(after: Date, limit: number): Promise<StoredBlog[]> {
    return this.blogs
      .find({ status: 'published', publishedAt: { $gt: after } })
      .select({ content: 0 })
      .sort({ publishedAt: 1, _id: 1 })
      .limit(limit)
      .lean<StoredBlog[]>()
      .exec();
  }

  update(id: string, changes: BlogChanges): Promise<StoredBlog | null> {
    const unset = Object.entries(changes)
      .filter(([, value]) => value === undefined)
      .map(([key]) => key);
    const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    return this.write(
      this.blogs
        .findByIdAndUpdate(
          id,
          {
            $set: set,
            ...(unset.length ? { $unset: Object.fromEntries(unset.map((k) => [k, 1])) } : {}),
          },
          { returnDocument: 'after' },
        )
        .lean<StoredBlog>()
        .exec(),
    );
  }

  /**
   * Adds the user to `likes`, or takes them out when there: one atomic update on the server, so
   * concurrent toggles never lose or double a like. Only published blogs can be liked.
   */
  toggleLike(id: string, userId: string): Promise<StoredBlog | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.write(
      this.blogs
        .findOneAndUpdate(
          { _id: id, status: 'published' },
          [
            {
              $set: {
                likes: {
                  $cond: [
                    { $in: [userId, '$likes'] },
                    { $filter: { input: '$likes', cond: { $ne: ['$$this', userId] } } },
                    { $concatArrays: ['$likes', [userId]] },
                  ],
                },
              },
            },
          ],
          { returnDocument: 'after', updatePipeline: true },
        )
        .lean<StoredBlog>()
        .exec(),
    );
  }

  /** Adds `delta` (negative to subtract) to the comment count, atomically; not an edit of the
   * post, so `updatedAt` stays. */
  async addToCommentCount(id: string, delta: number): Promise<void> {
    await this.write(
      this.blogs
        .updateOne({ _id: id }, { $inc: { commentCount: delta } }, { timestamps: false })
        .exec(),
    );
  }

  async remove(id: string): Promise<void> {
    await this.write(this.blogs.deleteOne({ _id: id }).exec());
  }

  /** Whether any blog's content still shows this image path. */
  async mentions(path: string): Promise<boolean> {
    return !!(await this.blogs.exists({ content: { $regex: escapeRegExp(path) } }).exec());
  }

  async isEmpty(): Promise<boolean> {
    return (await this.blogs.estimatedDocumentCount().exec()) === 0;
  }

  /** Every account with a published post, with its latest publication. */
  async publishingAuthors(): Promise<Array<{ id: string; lastPublished: Date }>> {
    const rows = await this.blogs
      .aggregate<{ _id: string; last: Date }>([
        { $match: { status: 'published' } },
        {
          $group: {
            _id: '$createdBy',
            last: { $max: { $ifNull: ['$publishedAt', '$createdAt'] } },
          },
        },
        { $sort: { last: -1 } },
      ])
      .exec();
    return rows.map((row) => ({ id: row._id, lastPublished: row.last }));
  }

  /** How many published posts carry each tag (tags without one left out). */
  async publishedTagCounts(): Promise<Map<string, number>> {
    const rows = await this.blogs
      .aggregate<{ _id: string; count: number }>([
        { $match: { status: 'published' } },
        { $unwind: '$tags' },
        { $group: { _id: '$tags', count: { $sum: 1 } } },
      ])
      .exec();
    return new Map(rows.map((row) => [row._id, row.count]));
  }

  /** Newest published posts (of one tag or one author when given), for the RSS feeds. */
  latestPublished(
    limit?: number,
    only: { tag?: string; owner?: string } = {},
  ): Promise<StoredBlog[]> {
    return this.list({ statuses: ['published'], limit, ...only });
  }

  /** How many blogs there are in any status, or were created since a date. */
  countAll(since?: Date): Promise<number> {
    return this.blogs.countDocuments(since ? { createdAt: { $gte: since } } : {}).exec();
  }
}
