import './zod-jitless';
import { z } from 'zod';
import { COMMENT_TEXT_MAX } from './constants';
import { objectIdField, requiredText } from './validation';

// A post's comments, as the discussion on the post's page shows them (accounts, threaded replies,
// likes as account ids), and what both threads of a post send. The older comment section
// (/CommentSection/{id}) reads the same entries in its own shape: see comment-section.ts.
// Every entry is written by a signed-in user, and its author always comes from the bearer token:
// a name or e-mail in the payload is ignored.

/** The text of a comment or reply, as every write payload carries it. */
export const commentTextField = requiredText(
  'Please write a comment.',
  COMMENT_TEXT_MAX,
  'A comment',
);
/** The post a comment or reply belongs to. */
export const commentBlogIdField = objectIdField('Please give the id of an existing blog.');

const text = commentTextField;
const blogId = commentBlogIdField;

/** Both threads: PUT /api/comments/{id} and PUT /api/comments/{id}/replies/{replyId}. */
export const commentEditSchema = z.object({ text });
export type CommentEdit = z.infer<typeof commentEditSchema>;

/** Discussion: POST /api/blogcomments. */
export const discussionCommentCreateSchema = z.object({ text, blogId });
export type DiscussionCommentCreate = z.infer<typeof discussionCommentCreateSchema>;

/**
 * Both threads: POST /api/comments/{id}/reply, optionally answering a reply. The comment
 * section's payload also carries `author` and `email`; they are dropped here like every field
 * not listed.
 */
export const discussionReplyCreateSchema = z.object({
  text,
  blogId,
  parentReplyId: objectIdField('Please give the id of an existing reply.').optional(),
});
export type DiscussionReplyCreate = z.infer<typeof discussionReplyCreateSchema>;

/** The author of a discussion entry: populated, or just its id. */
export const commentAuthorSchema = z.union([
  z.object({ _id: z.string(), name: z.string(), avatar: z.string().optional() }),
  z.string(),
]);

/** One discussion entry (a reply; a comment has the same fields plus its replies). */
export const discussionReplySchema = z.object({
  _id: z.string(),
  author: commentAuthorSchema,
  authorName: z.string(),
  authorAvatar: z.string().optional(),
  text: z.string(),
  createdAt: z.string(),
  likes: z.array(z.string()),
  /** Set once the text has been edited. */
  updatedAt: z.string().optional(),
  parentReplyId: z.string().optional(),
});
export type DiscussionReply = z.infer<typeof discussionReplySchema>;

export const discussionCommentSchema = discussionReplySchema
  .omit({ parentReplyId: true })
  .extend({ replies: z.array(discussionReplySchema) });
export type DiscussionComment = z.infer<typeof discussionCommentSchema>;

/** GET /api/blogcomments/{blogId}. */
export const discussionSchema = z.array(discussionCommentSchema);
