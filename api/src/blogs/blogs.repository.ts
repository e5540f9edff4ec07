import type { BlogStatus } from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type QueryFilter, type Model, type Types } from 'mongoose';
import { escapeRegExp } from '../common/text/escape-regexp';
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
 * How long this instance reuses a published list. Writes through this instance drop the lists at
 * once; this bounds how long another instance's change takes to show (nothing is reloaded while
 * nobody asks, or while nothing changed here and the answer is younger than this).
 */
export const LIST_CACHE_MS = 30_000;
/** Distinct published lists kept at once (pages, tags, authors); past it the cache starts over. */
const LIST_CACHE_ENTRIES = 200;

interface CachedList {
  /** The latest answer; a refill replaces it only once the new one has arrived. */
  answer: Promise<unknown>;
  /** Until when it is fresh; past it, it is still served while one refill runs. */
  until: number;
  refilling: boolean;
}

/**
 * The only place that queries the blogs collection. Lists of published posts without a search
 * text (the home page, the blog page, a tag, an author) are read far more often than posts
 * change, so each answer is reused for LIST_CACHE_MS and concurrent requests share one query.
 * Once it is older, it is still answered while one refill runs (stale-while-revalidate), so
 * requests never queue behind a query; every write through this repository drops them all at
 * once, so the next read waits for a fresh answer and a writer always sees their change.
 */
@Injectable()
export class BlogsRepository {
  private readonly lists = new Map<string, CachedList>();
  /** Bumped by every drop, so a refill that started before a write is not stored after it. */
  private generation = 0;
  private version = 0;

  /** Changes whenever a cached list may have changed (a write dropped them, a refill replaced
   * one), so an answer built from them can be kept while it stays the same. */
  get listsVersion(): number {
    return this.version;
  }

  constructor(@InjectModel(BlogRecord.name) private readonly blogs: Model<BlogRecord>) {}

  /** Drops every cached list (after each write; the tests also after emptying the database). */
  forgetCachedLists(): void {
    this.generation += 1;
    this.version += 1;
    this.lists.clear();
  }

  private cachedList<T>(kind: string, query: BlogQuery, load: () => Promise<T>): Promise<T> {
    const cacheable =
      query.statuses.length === 1 && query.statuses[0] === 'published' && !query.titleContains;
    if (!cacheable) return load();
    const key = `${kind}:${JSON.stringify(query)}`;
    const cached = this.lists.get(key);
    if (cached) {
      if (cached.until <= Date.now() && !cached.refilling) this.refill(key, cached, load);
      return cached.answer as Promise<T>;
    }
    if (this.lists.size >= LIST_CACHE_ENTRIES) this.lists.clear();
    const answer = load();
    const entry: CachedList = { answer, until: Date.now() + LIST_CACHE_MS, refilling: false };
    this.lists.set(key, entry);
    answer.catch(() => {
      if (this.lists.get(key) === entry) this.lists.delete(key);
    });
    return answer;
  }

  /** Loads a list again in the background; the old answer serves until the new one is in. */
  private refill(key: string, entry: CachedList, load: () => Promise<unknown>): void {
    const generation = this.generation;
    entry.refilling = true;
    load().then(
      (fresh) => {
        if (generation !== this.generation || this.lists.get(key) !== entry) return;
        entry.answer = Promise.resolve(fresh);
        entry.until = Date.now() + LIST_CACHE_MS;
        entry.refilling = false;
        this.version += 1;
      },
      // A failed refill (database away) drops the entry: the next read queries and sees why.
      () => {
        if (this.lists.get(key) === entry) this.lists.delete(key);
      },
    );
  }

  /** Runs a write, then drops the cached lists (also those loaded while it ran). */
  private async write<T>(operation: Promise<T>): Promise<T> {
    try {
      return await operation;
    } finally {
      this.forgetCachedLists();
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
    return this.cachedList('list', query, () => this.find(query));
  }

  private find(query: BlogQuery): Promise<StoredBlog[]> {
    let find = this.blogs
      .find(this.filter(query))
      .sort({ publishedAt: -1, createdAt: -1, _id: -1 });
    if (query.withoutContent) find = find.select({ content: 0 });
    if (query.skip) find = find.skip(query.skip);
    if (query.limit) find = find.limit(query.limit);
    return find.lean<StoredBlog[]>().exec();
  }

  count(query: BlogQuery): Promise<number> {
    return this.cachedList('count', query, () =>
      this.blogs.countDocuments(this.filter(query)).exec(),
    );
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

  /** Newest published posts, for the RSS feed and the sitemap. */
  latestPublished(limit?: number): Promise<StoredBlog[]> {
    return this.list({ statuses: ['published'], limit });
  }

  /** How many blogs there are in any status, or were created since a date. */
  countAll(since?: Date): Promise<number> {
    return this.blogs.countDocuments(since ? { createdAt: { $gte: since } } : {}).exec();
  }
}
