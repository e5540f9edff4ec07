import './zod-jitless';
import { z } from 'zod';
import { commentBlogIdField, commentTextField } from './comments';

// The older comment section of a post (/CommentSection/{id}): the same entries as the post's
// discussion, in the shape that page reads. It names people by name, counts likes and lists
// replies one level deep. Removing that page removes this file with it.

/**
 * POST /api/comments and POST /api/comments/{id}/reply. The page sends `author` and `email`;
 * the server ignores both and takes the author from the account.
 */
export const commentSectionCreateSchema = z.object({
  author: z.string().optional(),
  email: z.string().optional(),
  text: commentTextField,
  blogId: commentBlogIdField,
});
export type CommentSectionCreate = z.infer<typeof commentSectionCreateSchema>;
export const commentSectionReplyCreateSchema = commentSectionCreateSchema;
export type CommentSectionReplyCreate = CommentSectionCreate;

/**
 * One entry as the comment section shows it. `email` is part of the page's shape but always "":
 * the thread is public, so it names its author by account id (`authorId`), which the edit and
 * delete controls compare.
 */
export const commentSectionReplySchema = z.object({
  _id: z.string(),
  author: z.string(),
  authorId: z.string(),
  email: z.literal(''),
  text: z.string(),
  likes: z.number(),
  createdAt: z.string().optional(),
});
export type CommentSectionReply = z.infer<typeof commentSectionReplySchema>;

export const commentSectionCommentSchema = commentSectionReplySchema.extend({
  blogId: z.string(),
  replies: z.array(commentSectionReplySchema),
});
export type CommentSectionComment = z.infer<typeof commentSectionCommentSchema>;

/** GET /api/comments?blogId=. */
export const commentSectionSchema = z.array(commentSectionCommentSchema);

/** Query of GET /api/comments. */
export const commentSectionQuerySchema = z.object({ blogId: commentBlogIdField });
export type CommentSectionQuery = z.infer<typeof commentSectionQuerySchema>;
