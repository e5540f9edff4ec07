import { TEXTS, type AuthUser } from '@brightwave/contracts';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { isValidObjectId, Types } from 'mongoose';
import { PeopleService } from '../accounts/people.service';
import { BlogDeletionHooks } from '../blogs/blog-deletion-hooks';
import { mayManageBlog } from '../blogs/blog-rights';
import { CommentedBlogs, type CommentedBlog } from '../blogs/commented-blogs';
import { ForbiddenError, NotFoundError, ValidationError } from '../common/errors/api-error';
import { RateLimiter } from '../rate-limit/rate-limiter.service';
import { CommentHooks } from './comment-hooks';
import { CommentsRepository, type StoredComment } from './comments.repository';

/** Where an entry lives: a comment, or one reply under it. */
export interface EntryRef {
  commentId: string;
  replyId?: string;
}

/** Parses an id from a path or payload; a malformed one is a 400 naming the field. */
export function objectId(value: string, field = 'id'): Types.ObjectId {
  if (!isValidObjectId(value) || !/^[a-f\d]{24}$/i.test(value)) {
    throw new ValidationError(TEXTS.comments.invalidId, {
      [field]: { code: 'invalid_format', message: TEXTS.comments.invalidId },
    });
  }
  return new Types.ObjectId(value);
}

/**
 * The rules of a post's comments, shared by the discussion and the comment section: who may write, edit,
 * delete and like, and the blog's comment count kept exact on every add and delete.
 */
@Injectable()
export class CommentsService implements OnModuleInit {
  constructor(
    private readonly comments: CommentsRepository,
    private readonly blogs: CommentedBlogs,
    private readonly limiter: RateLimiter,
    private readonly blogDeletion: BlogDeletionHooks,
    private readonly hooks: CommentHooks,
    private readonly people: PeopleService,
  ) {}

  /** A deleted blog takes its whole discussion with it. */
  onModuleInit(): void {
    this.blogDeletion.onBlogDeleted((blogId) => this.removeForBlog(blogId));
  }

  /** Every entry of a blog the caller may read (a draft only for its owner and admins). */
  async listForBlog(blogId: string, viewer: AuthUser | undefined): Promise<StoredComment[]> {
    const id = objectId(blogId, 'blogId');
    if (!mayRead(await this.blogs.find(id), viewer)) {
      throw new NotFoundError(TEXTS.comments.blogNotFound);
    }
    return this.withCurrentAvatars(await this.comments.listForBlog(id));
  }

  /**
   * Entries keep the name they were written under (accounts have no rename) but show the
   * account's picture as it is now: a replaced picture is deleted, so no entry may keep it.
   */
  private async withCurrentAvatars(entries: StoredComment[]): Promise<StoredComment[]> {
    if (entries.length === 0) return entries;
    const avatars = await this.people.currentAvatars(entries.map((e) => String(e.authorId)));
    return entries.map((entry) => ({
      ...entry,
      authorAvatar: avatars.get(String(entry.authorId)) ?? entry.authorAvatar,
    }));
  }

  async addComment(
    user: AuthUser,
    input: { text: string; blogId: string },
  ): Promise<StoredComment> {
    const blogId = objectId(input.blogId, 'blogId');
    await this.publishedBlog(blogId);
    return this.add(user, { blogId, text: input.text });
  }

  async addReply(
    user: AuthUser,
    commentId: string,
    input: { text: string; blogId: string; parentReplyId?: string },
  ): Promise<StoredComment> {
    const comment = await this.entry({ commentId });
    if (String(comment.blogId) !== input.blogId) {
      throw new NotFoundError(TEXTS.comments.commentNotFound);
    }
    await this.publishedBlog(comment.blogId);
    const parent = input.parentReplyId
      ? await this.entry({ commentId, replyId: input.parentReplyId })
      : undefined;
    const reply = await this.add(user, {
      blogId: comment.blogId,
      commentId: comment._id,
      ...(parent ? { parentReplyId: parent._id } : {}),
      text: input.text,
    });
    // A comment deleted while this reply was written takes the reply with it.
    if (!(await this.comments.findById(comment._id))) {
      await this.removeEntries(comment.blogId, [reply._id]);
      throw new NotFoundError(TEXTS.comments.commentNotFound);
    }
    return reply;
  }

  /** Only the author edits an entry. */
  async edit(user: AuthUser, ref: EntryRef, text: string): Promise<StoredComment> {
    const { entry } = await this.readableEntry(user, ref);
    if (String(entry.authorId) !== user.id)
      throw new ForbiddenError(TEXTS.comments.onlyAuthorEdits);
    const updated = await this.comments.setText(entry._id, text);
    if (!updated) throw new NotFoundError(this.missing(ref));
    return updated;
  }

  /**
   * Its author, the blog's manager (see mayManageBlog: its owner while an author) or an admin
   * deletes an entry. A comment takes its replies with
   * it, a reply the replies that answer it (all the way down).
   */
  async remove(user: AuthUser, ref: EntryRef): Promise<void> {
    const { entry, blog } = await this.readableEntry(user, ref);
    const allowed = String(entry.authorId) === user.id || mayManageBlog(user, blog.ownerId);
    if (!allowed) throw new ForbiddenError(TEXTS.comments.notAllowedToDelete);
    const replies = await this.comments.listReplies(entry.commentId ?? entry._id);
    const ids = ref.replyId ? descendants(entry._id, replies) : replies.map((r) => r._id);
    await this.removeEntries(entry.blogId, [entry._id, ...ids]);
  }

  /** A like counts once per account; liking again changes nothing. */
  async like(user: AuthUser, ref: EntryRef): Promise<StoredComment> {
    const { entry } = await this.readableEntry(user, ref);
    const liked = await this.comments.like(entry._id, new Types.ObjectId(user.id));
    if (!liked) throw new NotFoundError(this.missing(ref));
    return liked;
  }

  /** Removes a blog's whole discussion (registered to run when the blog is deleted). */
  async removeForBlog(blogId: string | Types.ObjectId): Promise<number> {
    return this.comments.removeForBlog(new Types.ObjectId(String(blogId)));
  }

  /** The newest entries of every blog (admins' moderation list) and how many there are. */
  async recent(skip: number, limit: number): Promise<{ items: StoredComment[]; total: number }> {
    const [items, total] = await Promise.all([
      this.comments.recent(skip, limit),
      this.comments.count(),
    ]);
    return { items, total };
  }

  count(since?: Date): Promise<number> {
    return this.comments.count(since);
  }

  /** Any entry by its own id (comment or reply), or null; a malformed id is a 400. */
  findEntry(id: string): Promise<StoredComment | null> {
    return this.comments.findById(objectId(id));
  }

  private async publishedBlog(blogId: Types.ObjectId): Promise<CommentedBlog> {
    const blog = await this.blogs.find(blogId);
    if (!blog?.published) throw new NotFoundError(TEXTS.comments.blogNotFound);
    return blog;
  }

  private async add(
    user: AuthUser,
    entry: {
      blogId: Types.ObjectId;
      commentId?: Types.ObjectId;
      parentReplyId?: Types.ObjectId;
      text: string;
    },
  ): Promise<StoredComment> {
    await this.limiter.consume('comment', user.id);
    const created = await this.comments.create({
      ...entry,
      authorId: new Types.ObjectId(user.id),
      authorName: user.name,
      authorEmail: user.email,
      authorAvatar: user.avatar,
    });
    await this.blogs.addToCommentCount(entry.blogId, 1);
    await this.hooks.commentAdded(created);
    return created;
  }

  private async removeEntries(blogId: Types.ObjectId, ids: Types.ObjectId[]): Promise<void> {
    // Counting what was really deleted keeps the count exact when two deletes race.
    const removed = await this.comments.remove(ids);
    await this.blogs.addToCommentCount(blogId, -removed);
  }

  /**
   * An entry with its blog, when the caller may read that blog: on a draft (a post taken back or
   * unpublished) every action answers as if the entry did not exist, except for the blog's owner
   * and admins, so nobody else learns or likes what it says.
   */
  private async readableEntry(
    user: AuthUser,
    ref: EntryRef,
  ): Promise<{ entry: StoredComment; blog: CommentedBlog }> {
    const entry = await this.entry(ref);
    const blog = await this.blogs.find(entry.blogId);
    if (!blog || !mayRead(blog, user)) throw new NotFoundError(this.missing(ref));
    return { entry, blog };
  }

  /** The comment, or the reply under that comment; a malformed id 400, a missing one 404. */
  private async entry(ref: EntryRef): Promise<StoredComment> {
    const commentId = objectId(ref.commentId, 'commentId');
    const replyId = ref.replyId === undefined ? undefined : objectId(ref.replyId, 'replyId');
    const entry = await this.comments.findById(replyId ?? commentId);
    const fits = replyId
      ? entry?.commentId?.equals(commentId)
      : entry !== null && entry.commentId === undefined;
    if (!entry || !fits) throw new NotFoundError(this.missing(ref));
    return entry;
  }

  private missing(ref: EntryRef): string {
    return ref.replyId ? TEXTS.comments.replyNotFound : TEXTS.comments.commentNotFound;
  }
}

/** A blog's discussion is readable when it is published, or by its owner and admins. */
function mayRead(blog: CommentedBlog | null, viewer: AuthUser | undefined): blog is CommentedBlog {
  return !!blog && (blog.published || !!viewer?.admin || viewer?.id === blog.ownerId);
}

/** The replies that answer `rootId`, directly or through other replies. */
function descendants(rootId: Types.ObjectId, replies: StoredComment[]): Types.ObjectId[] {
  const found: Types.ObjectId[] = [];
  const queue = [String(rootId)];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const reply of replies) {
      if (reply.parentReplyId && String(reply.parentReplyId) === parent) {
        found.push(reply._id);
        queue.push(String(reply._id));
      }
    }
  }
  return found;
}
