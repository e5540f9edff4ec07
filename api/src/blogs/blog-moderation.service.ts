import {
  ADMIN_PAGE_SIZE,
  type AdminPost,
  type ContentQuery,
  type Page,
} from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { BlogsRepository, type StoredBlog } from './blogs.repository';

const ALL_STATUSES: Array<'draft' | 'published'> = ['draft', 'published'];

function toAdminPost(blog: StoredBlog): AdminPost {
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

/** A post as a moderator's log keeps it (its stored title, which may be empty). */
export interface ModeratedPost {
  title: string;
  status: 'draft' | 'published';
  email: string;
  commentCount: number;
}

/**
 * The admin console's view of every post, drafts too, and its unpublishing. (Deleting goes
 * through BlogsService.remove, which takes the images and the discussion with it.)
 */
@Injectable()
export class BlogModeration {
  constructor(private readonly blogs: BlogsRepository) {}

  /** Every post, newest first, filtered by part of the title; paged. */
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

  async find(id: string): Promise<ModeratedPost | null> {
    const blog = await this.blogs.findById(id);
    if (!blog) return null;
    const { title, status, email } = blog;
    return { title, status, email, commentCount: blog.commentCount ?? 0 };
  }

  /** Makes the post a draft again; null when it is gone. */
  async unpublish(id: string): Promise<AdminPost | null> {
    const updated = await this.blogs.update(id, { status: 'draft' });
    return updated && toAdminPost(updated);
  }

  /** How many posts there are in any status, or were created since a date. */
  count(since?: Date): Promise<number> {
    return this.blogs.countAll(since);
  }
}
