import './zod-jitless';
import { z } from 'zod';
import { COMMENT_TEXT_MAX } from './constants';
import { objectIdField, requiredText } from './validation';

// Two views of one store of comments (spec section 3): the older thread's shape names people by
// name and e-mail, the newer one by account. Both are written by signed-in users only, and the
// author always comes from the bearer token: a name or e-mail in the payload is ignored.

const text = requiredText('Please write a comment.', COMMENT_TEXT_MAX, 'A comment');
const blogId = objectIdField('Please give the id of an existing blog.');

/** Old thread: POST /api/comments and POST /api/comments/{id}/reply (author and email ignored). */
export const oldCommentCreateSchema = z.object({
  author: z.string().optional(),
  email: z.string().optional(),
  text,
  blogId,
});
export type OldCommentCreate = z.infer<typeof oldCommentCreateSchema>;
export const oldReplyCreateSchema = oldCommentCreateSchema;
export type OldReplyCreate = OldCommentCreate;

/** Both threads: PUT /api/comments/{id} and PUT /api/comments/{id}/replies/{replyId}. */
export const commentEditSchema = z.object({ text });
export type CommentEdit = z.infer<typeof commentEditSchema>;

/** New thread: POST /api/blogcomments. */
export const newCommentCreateSchema = z.object({ text, blogId });
export type NewCommentCreate = z.infer<typeof newCommentCreateSchema>;

/** New thread: POST /api/comments/{id}/reply, optionally answering a reply. */
export const newReplyCreateSchema = z.object({
  text,
  blogId,
  parentReplyId: objectIdField('Please give the id of an existing reply.').optional(),
});
export type NewReplyCreate = z.infer<typeof newReplyCreateSchema>;

/**
 * The old shape. `email` stays for the spec's shape but is always "": the thread is public, so
 * it names its author by account id (`authorId`), which the edit and delete controls compare.
 */
export const oldReplySchema = z.object({
  _id: z.string(),
  author: z.string(),
  authorId: z.string(),
  email: z.literal(''),
  text: z.string(),
  likes: z.number(),
  createdAt: z.string().optional(),
});
export type OldReply = z.infer<typeof oldReplySchema>;

export const oldCommentSchema = oldReplySchema.extend({
  blogId: z.string(),
  replies: z.array(oldReplySchema),
});
export type OldComment = z.infer<typeof oldCommentSchema>;

/** The author of a new-thread entry: populated, or just its id. */
export const commentAuthorSchema = z.union([
  z.object({ _id: z.string(), name: z.string(), avatar: z.string().optional() }),
  z.string(),
]);

export const newReplySchema = z.object({
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
export type NewReply = z.infer<typeof newReplySchema>;

export const newCommentSchema = newReplySchema.omit({ parentReplyId: true }).extend({
  replies: z.array(newReplySchema),
});
export type NewComment = z.infer<typeof newCommentSchema>;

export const oldCommentListSchema = z.array(oldCommentSchema);
export const newCommentListSchema = z.array(newCommentSchema);

/** Query of GET /api/comments (the old thread). */
export const oldCommentListQuerySchema = z.object({ blogId });
