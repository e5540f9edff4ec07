import type { DiscussionComment, DiscussionReply } from '@brightwave/contracts';
import type { StoredComment } from './comments.repository';

// The discussion's shape of the stored entries, and the grouping every thread's shape starts from.

/** One entry (comment or reply) in the discussion's shape, replies left out. */
export function toDiscussionEntry(entry: StoredComment): DiscussionReply {
  return {
    _id: String(entry._id),
    author: { _id: String(entry.authorId), name: entry.authorName, avatar: entry.authorAvatar },
    authorName: entry.authorName,
    authorAvatar: entry.authorAvatar,
    text: entry.text,
    createdAt: (entry.createdAt ?? new Date()).toISOString(),
    likes: entry.likes.map(String),
    ...(entry.editedAt ? { updatedAt: entry.editedAt.toISOString() } : {}),
    ...(entry.parentReplyId ? { parentReplyId: String(entry.parentReplyId) } : {}),
  };
}

/** Groups a blog's entries (oldest first) into comments, each with its replies in order. */
export function groupThreads(
  entries: StoredComment[],
): Array<{ comment: StoredComment; replies: StoredComment[] }> {
  const threads = new Map<string, { comment: StoredComment; replies: StoredComment[] }>();
  for (const entry of entries) {
    if (!entry.commentId) threads.set(String(entry._id), { comment: entry, replies: [] });
  }
  for (const entry of entries) {
    if (entry.commentId) threads.get(String(entry.commentId))?.replies.push(entry);
  }
  return [...threads.values()];
}

/** A blog's whole discussion: its comments, each with every reply under it. */
export function toDiscussion(entries: StoredComment[]): DiscussionComment[] {
  return groupThreads(entries).map(({ comment, replies }) => {
    const { parentReplyId: _none, ...rest } = toDiscussionEntry(comment);
    return { ...rest, replies: replies.map(toDiscussionEntry) };
  });
}
