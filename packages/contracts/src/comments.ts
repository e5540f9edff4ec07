import { z } from 'zod';
import { COMMENT_TEXT_MAX } from './constants';
import { emailField, objectIdField, personNameField, requiredText } from './validation';

// Two comment threads exist (spec section 3): the older one identifies people by the name and
// e-mail in the payload; the newer one by the bearer token.

const text = requiredText('Please write a comment.', COMMENT_TEXT_MAX, 'A comment');
const blogId = objectIdField('Please give the id of an existing blog.');

/** Old thread: POST /api/comments and POST /api/comments/{id}/reply. */
export const oldCommentCreateSchema = z.object({
  author: personNameField(),
  email: emailField(),
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

export const oldReplySchema = z.object({
  _id: z.string(),
  author: z.string(),
  email: z.string(),
  text: z.string(),
  likes: z.number(),
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
  parentReplyId: z.string().optional(),
});
export type NewReply = z.infer<typeof newReplySchema>;

export const newCommentSchema = newReplySchema.omit({ parentReplyId: true }).extend({
  replies: z.array(newReplySchema),
});
export type NewComment = z.infer<typeof newCommentSchema>;
