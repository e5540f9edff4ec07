import { Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';
import { BlogsRepository } from './blogs.repository';

/** What the comments need to know about a blog. */
export interface CommentedBlog {
  ownerId: string;
  published: boolean;
}

/** What the blogs module offers the comments module: look a blog up, keep its `commentCount`. */
@Injectable()
export class CommentedBlogs {
  constructor(private readonly blogs: BlogsRepository) {}

  async find(blogId: Types.ObjectId): Promise<CommentedBlog | null> {
    const blog = await this.blogs.findById(String(blogId));
    return blog && { ownerId: String(blog.createdBy), published: blog.status === 'published' };
  }

  /** Adds `delta` (negative to subtract) to the blog's comment count, atomically. */
  async addToCommentCount(blogId: Types.ObjectId, delta: number): Promise<void> {
    if (delta !== 0) await this.blogs.addToCommentCount(String(blogId), delta);
  }
}
