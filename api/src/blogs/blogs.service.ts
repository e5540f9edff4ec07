import {
  excerpt,
  htmlToText,
  missingForPublish,
  PUBLISH_INCOMPLETE,
  readingTimeMinutes,
  type Blog,
  type BlogFields,
  type BlogListQuery,
  type BlogUpdateFields,
  type FieldError,
} from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../accounts/auth';
import { ApiError, ForbiddenError, NotFoundError } from '../common/errors/api-error';
import { MediaService, type StoredCover } from '../media/media.service';
import { BlogDeletionHooks } from './blog-deletion-hooks';
import { sanitizeBlogHtml } from './blog-html';
import { BlogListCache, type ListAnswer } from './blog-list-cache';
import { BlogsRepository, type BlogQuery, type StoredBlog } from './blogs.repository';
import { mayManageBlog } from './blog-rights';

export const BLOG_TEXTS = {
  invalidId: 'This blog address is not valid.',
  notFound: "The blog you're looking for doesn't exist or may have been removed.",
  notOwner: 'Only the author of this blog or an admin can change it.',
  notAuthor: 'Only authors can write, change or publish blogs.',
} as const;

const OBJECT_ID = /^[a-f\d]{24}$/i;
const MEDIA_IN_HTML = /\/media\/[a-f\d]{24}/g;
const RELATED_COUNT = 3;

/**
 * The blog as the API answers it (the stored fields plus what the list and detail derive). The
 * stored owner's e-mail stays out: these answers are public (the admin console has its own view).
 */
export function toBlog(record: StoredBlog): Blog {
  return {
    _id: String(record._id),
    title: record.title,
    content: record.content,
    ...(record.image ? { image: record.image, cardImage: record.cardImage } : {}),
    tags: record.tags,
    createdBy: record.createdBy,
    authorName: record.authorName,
    createdAt: (record.publishedAt ?? record.createdAt).toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    likes: record.likes,
    status: record.status,
    excerpt: record.excerpt,
    ...(record.summary ? { summary: record.summary } : {}),
    ...(record.seoTitle ? { seoTitle: record.seoTitle } : {}),
    ...(record.seoDescription ? { seoDescription: record.seoDescription } : {}),
    readingMinutes: record.readingMinutes,
    commentCount: record.commentCount ?? 0,
  };
}

/** A summary leaves the content out (`?fields=summary`). */
function withoutContent(blog: Blog): Omit<Blog, 'content'> {
  const { content: _content, ...summary } = blog;
  return summary;
}

type SearchTexts = 'summary' | 'seoTitle' | 'seoDescription';
/** A new blog's fields: the excerpt and search texts are optional (sample posts have none). */
type NewBlogFields = Omit<BlogFields, SearchTexts> & Partial<Pick<BlogFields, SearchTexts>>;

/**
 * What a save stores beside the content: the excerpt (the author's, else the text's start), the
 * reading time, and the author's search texts (an empty one is removed).
 */
function derived(content: string, fields: Partial<Pick<BlogFields, SearchTexts>>) {
  const text = htmlToText(content);
  return {
    content,
    excerpt: fields.summary || excerpt(text),
    summary: fields.summary || undefined,
    seoTitle: fields.seoTitle || undefined,
    seoDescription: fields.seoDescription || undefined,
    readingMinutes: readingTimeMinutes(text),
  };
}

function incomplete(message: string, missing: string[]): ApiError {
  const fields: Record<string, FieldError> = Object.fromEntries(
    missing.map((field) => [field, { code: 'required', message }]),
  );
  return new ApiError(400, 'validation_failed', message, fields);
}

/** The key of a public list in BlogListCache: the parsed query, so query strings that differ
 * only in order or unknown parameters share one answer. */
export const listCacheKey = (query: BlogListQuery): string => JSON.stringify(query);

const isOwnerOrAdmin = (blog: StoredBlog, user: AuthUser | undefined) =>
  !!user && (user.admin || blog.createdBy === user.id);

/** Writing needs the role, not only ownership (see mayManageBlog): an owner whose author role was taken away keeps
 * their published posts up but may no longer load them for editing, change, publish or delete
 * them (read-only). The role is read from the account on every request (AuthGuard). */
function checkMayWrite(user: AuthUser): void {
  if (!user.author && !user.admin) throw new ForbiddenError(BLOG_TEXTS.notAuthor);
}

@Injectable()
export class BlogsService {
  constructor(
    private readonly blogs: BlogsRepository,
    private readonly media: MediaService,
    private readonly deletionHooks: BlogDeletionHooks,
    private readonly listCache: BlogListCache,
  ) {}

  /**
   * The list, as the bytes of its JSON: published posts; with `author` (an account id), that
   * author's posts, drafts included when the caller is that author or an admin. Paged when `page`
   * or `limit` is given. The public view without a search (the same for every caller) is kept by
   * BlogListCache; `cacheKey` is its key there.
   */
  list(query: BlogListQuery, caller: AuthUser | undefined): Promise<ListAnswer> {
    const author = query.author;
    const ownView = !!author && !!caller && (caller.admin || author === caller.id);
    if (ownView || query.q) return this.loadList(query, ownView);
    return this.listCache.get(listCacheKey(query), () => this.loadList(query, false));
  }

  private async loadList(query: BlogListQuery, ownView: boolean): Promise<ListAnswer> {
    const filter: BlogQuery = {
      statuses: ownView ? ['draft', 'published'] : ['published'],
      owner: query.author,
      titleContains: query.q || undefined,
      tag: query.tag,
    };
    const paged = query.page !== undefined || query.limit !== undefined;
    const limit = query.limit ?? 12;
    const summary = query.fields === 'summary';
    const [records, total] = await Promise.all([
      this.blogs.list({
        ...filter,
        ...(paged ? { skip: ((query.page ?? 1) - 1) * limit, limit } : {}),
        withoutContent: summary,
      }),
      paged ? this.blogs.count(filter) : undefined,
    ]);
    const blogs = records.map((record) =>
      summary ? withoutContent(toBlog({ ...record, content: '' })) : toBlog(record),
    );
    return { body: Buffer.from(JSON.stringify(blogs)), total };
  }

  /** One blog a caller may see: published, or their own draft (any draft for an admin). */
  async get(id: string, caller: AuthUser | undefined): Promise<Blog> {
    const record = await this.find(id);
    if (record.status !== 'published' && !isOwnerOrAdmin(record, caller)) {
      throw new NotFoundError(BLOG_TEXTS.notFound);
    }
    return toBlog(record);
  }

  /** Up to three published posts sharing a tag with this one, then the newest; never itself. */
  async related(id: string, caller: AuthUser | undefined): Promise<Array<Omit<Blog, 'content'>>> {
    const blog = await this.get(id, caller);
    const picked = blog.tags.length
      ? await this.blogs.related(blog._id, blog.tags, RELATED_COUNT)
      : [];
    if (picked.length < RELATED_COUNT) {
      const newest = await this.blogs.list({
        statuses: ['published'],
        limit: RELATED_COUNT + picked.length + 1,
        withoutContent: true,
      });
      const seen = new Set([blog._id, ...picked.map((b) => String(b._id))]);
      for (const record of newest) {
        if (picked.length >= RELATED_COUNT) break;
        if (!seen.has(String(record._id))) picked.push(record);
      }
    }
    return picked.map((record) => withoutContent(toBlog({ ...record, content: '' })));
  }

  /** A blog for its editor: the owner's (while an author) or, for an admin, anyone's. */
  async getForEdit(id: string, caller: AuthUser): Promise<Blog> {
    return toBlog(await this.findWritable(id, caller));
  }

  async create(fields: NewBlogFields, cover: Buffer | undefined, author: AuthUser): Promise<Blog> {
    const content = sanitizeBlogHtml(fields.content);
    if (fields.status === 'published') {
      const missing = missingForPublish({ title: fields.title, content, hasImage: !!cover });
      if (missing.length) throw incomplete(PUBLISH_INCOMPLETE.create, missing);
    }
    const stored: Partial<StoredCover> = cover ? await this.media.storeCover(cover, author.id) : {};
    const record = await this.blogs.create({
      title: fields.title,
      ...derived(content, fields),
      ...stored,
      tags: fields.tags,
      createdBy: author.id,
      email: author.email,
      authorName: author.name,
      status: fields.status,
      publishedAt: fields.status === 'published' ? new Date() : undefined,
    });
    return toBlog(record);
  }

  async update(
    id: string,
    fields: BlogUpdateFields,
    cover: Buffer | undefined,
    caller: AuthUser,
  ): Promise<Blog> {
    const current = await this.findWritable(id, caller);
    const status = fields.status ?? current.status;
    const content = sanitizeBlogHtml(fields.content);
    const removed = !cover && fields.removeImage && !!current.image;
    if (status === 'published') {
      const hasImage = !!cover || (!!current.image && !removed);
      const missing = missingForPublish({ title: fields.title, content, hasImage });
      if (missing.length) throw incomplete(PUBLISH_INCOMPLETE.update, missing);
    }
    const stored = cover ? await this.media.storeCover(cover, caller.id) : undefined;
    const updated = await this.blogs.update(id, {
      title: fields.title,
      ...derived(content, fields),
      ...(removed ? { image: undefined, cardImage: undefined } : stored),
      tags: fields.tags,
      status,
      // Publishing a draft keeps its id; the date is that of its first publication.
      ...(status === 'published' && !current.publishedAt ? { publishedAt: new Date() } : {}),
    });
    if (!updated) throw new NotFoundError(BLOG_TEXTS.notFound);
    // The old cover belonged to this blog alone. Images inside the text stay: an older copy of
    // the text (a local autosave) may still show them.
    if (stored || removed) await this.media.removePaths([current.image, current.cardImage]);
    return toBlog(updated);
  }

  /**
   * Deletes a blog with its cover and the images inside it that its author uploaded and no other
   * post shows, and what other modules keep about it (its discussion: see BlogDeletionHooks).
   */
  async remove(id: string, caller: AuthUser): Promise<void> {
    const blog = await this.findWritable(id, caller);
    await this.blogs.remove(id);
    await this.deletionHooks.blogDeleted(id);
    await this.media.removePaths([blog.image, blog.cardImage]);
    const inline: string[] = [];
    for (const path of new Set(blog.content.match(MEDIA_IN_HTML) ?? [])) {
      if (!(await this.blogs.mentions(path))) inline.push(path);
    }
    await this.media.removePaths(inline, { owner: blog.createdBy });
  }

  async toggleLike(id: string, user: AuthUser): Promise<Blog> {
    this.checkId(id);
    const updated = await this.blogs.toggleLike(id, user.id);
    if (!updated) throw new NotFoundError(BLOG_TEXTS.notFound);
    return toBlog(updated);
  }

  private checkId(id: string): void {
    if (!OBJECT_ID.test(id)) throw new ApiError(400, 'invalid_id', BLOG_TEXTS.invalidId);
  }

  private async find(id: string): Promise<StoredBlog> {
    this.checkId(id);
    const record = await this.blogs.findById(id);
    if (!record) throw new NotFoundError(BLOG_TEXTS.notFound);
    return record;
  }

  /** The blog when the caller may write (author or admin) and owns it or is an admin; a draft of
   * someone else stays hidden. */
  private async findWritable(id: string, caller: AuthUser): Promise<StoredBlog> {
    checkMayWrite(caller);
    const record = await this.find(id);
    if (mayManageBlog(caller, record.createdBy)) return record;
    if (record.status !== 'published') throw new NotFoundError(BLOG_TEXTS.notFound);
    throw new ForbiddenError(BLOG_TEXTS.notOwner);
  }
}
