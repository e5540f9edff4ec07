import type { CommentSectionComment, CommentSectionReply } from '@brightwave/contracts';
import { groupThreads } from '../comment-views';
import type { StoredComment } from '../comments.repository';

// The comment section's shape of the stored entries: the same comments and replies as the
// discussion, with the author by name and a count of likes.

/** The author by name and account id; `email` is always "" (the answer is public). */
function toCommentSectionEntry(entry: StoredComment): CommentSectionReply {
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

export function toCommentSection(entries: StoredComment[]): CommentSectionComment[] {
  return groupThreads(entries).map(({ comment, replies }) => ({
    ...toCommentSectionEntry(comment),
    blogId: String(comment.blogId),
    replies: replies.map(toCommentSectionEntry),
  }));
}

export function toCommentSectionComment(entry: StoredComment): CommentSectionComment {
  return { ...toCommentSectionEntry(entry), blogId: String(entry.blogId), replies: [] };
}
