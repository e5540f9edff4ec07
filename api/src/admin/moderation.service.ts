import {
  ADMIN_PAGE_SIZE,
  ADMIN_TEXTS,
  type AdminComment,
  type AdminPost,
  type AuthUser,
  type ContentQuery,
  type Page,
} from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { BlogsRepository, type StoredBlog } from '../blogs/blogs.repository';
import { BlogsService } from '../blogs/blogs.service';
import { CommentsService } from '../comments/comments.service';
import type { StoredComment } from '../comments/comments.repository';
import { NotFoundError } from '../common/errors/api-error';
import { AuditLogRepository } from './audit-log.repository';
import { actorOf, checkId } from './actor';

const ALL_STATUSES: Array<'draft' | 'published'> = ['draft', 'published'];

function toAdminPost(blog: StoredBlog & { commentCount?: number }): AdminPost {
  return {
    id: String(blog._id),
    title: blog.title || '(untitled)',
    authorName: blog.authorName,
    email: blog.email,
    status: blog.status,
    commentCount: blog.commentCount ?? 0,
    ...(blog.publishedAt ? { publishedAt: blog.publishedAt.toISOString() } : {}),
    createdAt: blog.createdAt.toISOString(),
  };
}

function toAdminComment(entry: StoredComment): AdminComment {
  return {
    id: String(entry._id),
    ...(entry.commentId ? { commentId: String(entry.commentId) } : {}),
    blogId: String(entry.blogId),
    authorName: entry.authorName,
    authorEmail: entry.authorEmail,
    text: entry.text,
    createdAt: (entry.createdAt ?? new Date(0)).toISOString(),
  };
}

/** Unpublish or delete any post, delete any comment or reply, each with a reason in the log. */
@Injectable()
export class ModerationService {
  constructor(
    private readonly blogs: BlogsRepository,
    private readonly blogsService: BlogsService,
    private readonly comments: CommentsService,
    private readonly audit: AuditLogRepository,
  ) {}

  async posts(query: ContentQuery): Promise<Page<AdminPost>> {
    const filter = { statuses: ALL_STATUSES, titleContains: query.q };
    const [blogs, total] = await Promise.all([
      this.blogs.list({
        ...filter,
        withoutContent: true,
        skip: (query.page - 1) * ADMIN_PAGE_SIZE,
        limit: ADMIN_PAGE_SIZE,
      }),
      this.blogs.count(filter),
    ]);
    return { items: blogs.map(toAdminPost), total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
  }

  async recentComments(query: ContentQuery): Promise<Page<AdminComment>> {
    const { items, total } = await this.comments.recent(
      (query.page - 1) * ADMIN_PAGE_SIZE,
      ADMIN_PAGE_SIZE,
    );
    return { items: items.map(toAdminComment), total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
  }

  async unpublish(admin: AuthUser, id: string, reason: string): Promise<AdminPost> {
    const blog = await this.findBlog(id);
    const updated = await this.blogs.update(id, { status: 'draft' });
    if (!updated) throw new NotFoundError(ADMIN_TEXTS.notFound.blog);
    await this.audit.add({
      actor: actorOf(admin),
      action: 'blog.unpublish',
      target: { type: 'blog', id, label: blog.title },
      before: { status: blog.status },
      after: { status: updated.status },
      reason,
    });
    return toAdminPost(updated);
  }

  /** Deletes the post with its images and its discussion (the blogs module's own delete). */
  async deletePost(admin: AuthUser, id: string, reason: string): Promise<void> {
    const blog = await this.findBlog(id);
    const comments = blog.commentCount ?? 0;
    await this.blogsService.remove(id, admin);
    await this.audit.add({
      actor: actorOf(admin),
      action: 'blog.delete',
      target: { type: 'blog', id, label: blog.title },
      before: { status: blog.status, title: blog.title, author: blog.email, comments },
      reason,
    });
  }

  /** A comment takes its replies with it; a reply the replies answering it. */
  async deleteComment(admin: AuthUser, id: string, reason: string): Promise<void> {
    const entry = await this.comments.findEntry(id);
    if (!entry) throw new NotFoundError(ADMIN_TEXTS.notFound.comment);
    await this.comments.remove(
      admin,
      entry.commentId ? { commentId: String(entry.commentId), replyId: id } : { commentId: id },
    );
    await this.audit.add({
      actor: actorOf(admin),
      action: 'comment.delete',
      target: { type: 'comment', id, label: `${entry.authorName}: ${entry.text.slice(0, 80)}` },
      before: { text: entry.text, author: entry.authorEmail, blogId: String(entry.blogId) },
      reason,
    });
  }

  private async findBlog(id: string): Promise<StoredBlog> {
    checkId(id);
    const blog = await this.blogs.findById(id);
    if (!blog) throw new NotFoundError(ADMIN_TEXTS.notFound.blog);
    return blog;
  }
}
