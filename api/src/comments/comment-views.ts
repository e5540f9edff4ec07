import type { NewComment, NewReply, OldComment, OldReply } from '@brightwave/contracts';
import type { StoredComment } from './comments.repository';

// The two shapes of the spec's section 3, built from the same stored entries.

/** One entry (comment or reply) in the new thread's shape, replies left out. */
export function toNewEntry(entry: StoredComment): NewReply {
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
function group(
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

export function toNewThread(entries: StoredComment[]): NewComment[] {
  return group(entries).map(({ comment, replies }) => {
    const { parentReplyId: _none, ...rest } = toNewEntry(comment);
    return { ...rest, replies: replies.map(toNewEntry) };
  });
}

/** The old shape: the author by name and account id; `email` is always "" (a public answer). */
function oldEntry(entry: StoredComment): OldReply {
  return {
    _id: String(entry._id),
    author: entry.authorName,
    authorId: String(entry.authorId),
    email: '',
    text: entry.text,
    likes: entry.likes.length,
    createdAt: (entry.createdAt ?? new Date()).toISOString(),
  };
}

export function toOldThread(entries: StoredComment[]): OldComment[] {
  return group(entries).map(({ comment, replies }) => ({
    ...oldEntry(comment),
    blogId: String(comment.blogId),
    replies: replies.map(oldEntry),
  }));
}

export function toOldComment(entry: StoredComment): OldComment {
  return { ...oldEntry(entry), blogId: String(entry.blogId), replies: [] };
}
