import {
  ADMIN_TEXTS,
  type AdminComment,
  type AdminPost,
  type AuthUser,
  type ContentQuery,
  type Page,
} from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { BlogModeration, type ModeratedPost } from '../blogs/blog-moderation.service';
import { BlogsService } from '../blogs/blogs.service';
import { CommentModeration } from '../comments/comment-moderation.service';
import { NotFoundError } from '../common/errors/api-error';
import { AuditLogRepository } from './audit-log.repository';
import { actorOf, checkId } from './actor';

/** Unpublish or delete any post, delete any comment or reply, each with a reason in the log. */
@Injectable()
export class ModerationService {
  constructor(
    private readonly blogs: BlogModeration,
    private readonly blogsService: BlogsService,
    private readonly comments: CommentModeration,
    private readonly audit: AuditLogRepository,
  ) {}

  posts(query: ContentQuery): Promise<Page<AdminPost>> {
    return this.blogs.posts(query);
  }

  recentComments(query: ContentQuery): Promise<Page<AdminComment>> {
    return this.comments.recent(query);
  }

  async unpublish(admin: AuthUser, id: string, reason: string): Promise<AdminPost> {
    const blog = await this.findBlog(id);
    const updated = await this.blogs.unpublish(id);
    if (!updated) throw new NotFoundError(ADMIN_TEXTS.notFound.blog);
    await this.audit.add({
      actor: actorOf(admin),
      action: 'blog.unpublish',
      target: { type: 'blog', id, label: blog.title },
      before: { status: blog.status },
      after: { status: updated.status },
      reason,
    });
    return updated;
  }

  /** Deletes the post with its images and its discussion (the blogs module's own delete). */
  async deletePost(admin: AuthUser, id: string, reason: string): Promise<void> {
    const blog = await this.findBlog(id);
    const comments = blog.commentCount;
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
    const entry = await this.comments.find(id);
    if (!entry) throw new NotFoundError(ADMIN_TEXTS.notFound.comment);
    await this.comments.remove(admin, entry);
    await this.audit.add({
      actor: actorOf(admin),
      action: 'comment.delete',
      target: { type: 'comment', id, label: `${entry.authorName}: ${entry.text.slice(0, 80)}` },
      before: { text: entry.text, author: entry.authorEmail, blogId: entry.blogId },
      reason,
    });
  }

  private async findBlog(id: string): Promise<ModeratedPost> {
    checkId(id);
    const blog = await this.blogs.find(id);
    if (!blog) throw new NotFoundError(ADMIN_TEXTS.notFound.blog);
    return blog;
  }
}
