import { Injectable } from '@nestjs/common';
import { BlogsRepository, type StoredBlog } from './blogs.repository';

/** What another module needs to know about a published post (new-post mails). */
export interface PublishedPost {
  id: string;
  title: string;
  excerpt: string;
  /** The card-size cover's path on the API (`/media/<id>`), when it has one. */
  cardImage?: string;
  tags: string[];
  authorId: string;
  authorName: string;
  publishedAt: Date;
}

const toPublishedPost = (blog: StoredBlog): PublishedPost => ({
  id: String(blog._id),
  title: blog.title,
  excerpt: blog.excerpt,
  cardImage: blog.cardImage,
  tags: blog.tags,
  authorId: blog.createdBy,
  authorName: blog.authorName,
  publishedAt: blog.publishedAt ?? blog.createdAt ?? new Date(0),
});

/**
 * What the blogs module offers modules that act on publication (subscriptions): the posts first
 * published after a time, and whether a post is published now. The publication date is set once,
 * at a post's first publication, so a post unpublished and published again is not new.
 */
@Injectable()
export class PublishedPosts {
  constructor(private readonly blogs: BlogsRepository) {}

  async firstPublishedAfter(after: Date, limit: number): Promise<PublishedPost[]> {
    return (await this.blogs.publishedAfter(after, limit)).map(toPublishedPost);
  }

  /** The post while it is published; null for a draft or a deleted post. */
  async find(id: string): Promise<PublishedPost | null> {
    const blog = await this.blogs.findById(id);
    return blog && blog.status === 'published' ? toPublishedPost(blog) : null;
  }
}
