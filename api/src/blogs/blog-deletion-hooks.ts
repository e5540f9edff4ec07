import { Injectable } from '@nestjs/common';

/** What another module does when a blog is deleted (e.g. delete its discussion). */
export type BlogDeletedHandler = (blogId: string) => Promise<unknown>;

/**
 * The modules that keep data about a blog register here on start-up what to do when it is
 * deleted, so the blogs module never imports them (they import it).
 */
@Injectable()
export class BlogDeletionHooks {
  private readonly handlers: BlogDeletedHandler[] = [];

  onBlogDeleted(handler: BlogDeletedHandler): void {
    this.handlers.push(handler);
  }

  /** Runs every handler, one after another, in the order they registered. */
  async blogDeleted(blogId: string): Promise<void> {
    for (const handler of this.handlers) await handler(blogId);
  }
}
