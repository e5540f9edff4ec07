import {
  ADMIN_PAGE_SIZE,
  type AdminComment,
  type AuthUser,
  type ContentQuery,
  type Page,
} from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import type { StoredComment } from './comments.repository';
import { CommentsService } from './comments.service';

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

/** The admin console's view of every blog's discussion, and its deletes. */
@Injectable()
export class CommentModeration {
  constructor(private readonly comments: CommentsService) {}

  /** The newest comments and replies of every post; paged. */
  async recent(query: ContentQuery): Promise<Page<AdminComment>> {
    const { items, total } = await this.comments.recent(
      (query.page - 1) * ADMIN_PAGE_SIZE,
      ADMIN_PAGE_SIZE,
    );
    return { items: items.map(toAdminComment), total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
  }

  /** Any entry by its own id (comment or reply), or null; a malformed id is a 400. */
  async find(id: string): Promise<AdminComment | null> {
    const entry = await this.comments.findEntry(id);
    return entry && toAdminComment(entry);
  }

  /** A comment takes its replies with it; a reply the replies answering it. */
  remove(admin: AuthUser, entry: AdminComment): Promise<void> {
    return this.comments.remove(
      admin,
      entry.commentId ? { commentId: entry.commentId, replyId: entry.id } : { commentId: entry.id },
    );
  }

  /** How many entries there are, or were written since a date. */
  count(since?: Date): Promise<number> {
    return this.comments.count(since);
  }
}
