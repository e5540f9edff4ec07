import { Injectable } from '@nestjs/common';
import type { StoredComment } from './comments.repository';

/** What another module does when an entry is added (e.g. notify who it answers). */
export type CommentAddedHandler = (entry: StoredComment) => Promise<unknown>;

/**
 * Modules that act on new comments and replies register here on start-up, so the comments
 * module never imports them (they import it).
 */
@Injectable()
export class CommentHooks {
  private readonly handlers: CommentAddedHandler[] = [];

  onCommentAdded(handler: CommentAddedHandler): void {
    this.handlers.push(handler);
  }

  async commentAdded(entry: StoredComment): Promise<void> {
    for (const handler of this.handlers) await handler(entry);
  }
}
