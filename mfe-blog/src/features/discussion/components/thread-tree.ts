import type { DiscussionReply } from '@brightwave/contracts';

/** Nesting shown on wide screens: comment, reply, reply to a reply. */
export const MAX_VISUAL_DEPTH = 3;

export interface PlacedReply {
  reply: DiscussionReply;
  /** 2 for a reply to the comment, 3 for a reply to that, and so on. */
  depth: number;
  /** The name of the reply it answers; undefined when it answers the comment. */
  answersName?: string;
}

/**
 * Orders a comment's replies as a conversation (each reply followed by its answers, oldest first)
 * with the depth each would have. A reply whose parent is gone answers the comment.
 */
export function placeReplies(replies: DiscussionReply[]): PlacedReply[] {
  const byId = new Map(replies.map((reply) => [reply._id, reply]));
  const children = new Map<string | undefined, DiscussionReply[]>();
  for (const reply of replies) {
    const parent =
      reply.parentReplyId && byId.has(reply.parentReplyId) ? reply.parentReplyId : undefined;
    children.set(parent, [...(children.get(parent) ?? []), reply]);
  }
  const placed: PlacedReply[] = [];
  const visit = (parentId: string | undefined, depth: number) => {
    for (const reply of children.get(parentId) ?? []) {
      const parent = parentId ? byId.get(parentId) : undefined;
      placed.push({ reply, depth, ...(parent ? { answersName: parent.authorName } : {}) });
      visit(reply._id, depth + 1);
    }
  };
  visit(undefined, 2);
  return placed;
}

/** The id of an entry's author, whether the author came populated or as an id. */
export function authorIdOf(entry: Pick<DiscussionReply, 'author'>): string {
  return typeof entry.author === 'string' ? entry.author : entry.author._id;
}
