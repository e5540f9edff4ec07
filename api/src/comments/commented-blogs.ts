import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, Types } from 'mongoose';

/** What the comments need to know about a blog. */
export interface CommentedBlog {
  ownerId: string;
  published: boolean;
}

/**
 * The comments module's one seam to the blogs: look a blog up, keep its `commentCount`.
 * It reads the `blogs` collection by its documented fields (`createdBy`, `status`,
 * `commentCount`) until the blogs module exports these methods from its repository.
 */
@Injectable()
export class CommentedBlogs {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get blogs() {
    return this.connection.collection('blogs');
  }

  async find(blogId: Types.ObjectId): Promise<CommentedBlog | null> {
    const blog = await this.blogs.findOne(
      { _id: blogId },
      { projection: { createdBy: 1, status: 1 } },
    );
    if (!blog) return null;
    return {
      ownerId: String(blog.createdBy),
      published: (blog.status ?? 'published') === 'published',
    };
  }

  /** Adds `delta` (negative to subtract) to the blog's comment count, atomically. */
  async addToCommentCount(blogId: Types.ObjectId, delta: number): Promise<void> {
    if (delta === 0) return;
    await this.blogs.updateOne({ _id: blogId }, { $inc: { commentCount: delta } });
  }
}
