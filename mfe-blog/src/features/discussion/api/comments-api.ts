import {
  API_PATHS,
  type NewComment,
  type NewReply,
  type OldComment,
  type OldReply,
} from '@brightwave/contracts';
import { apiRequest } from '@brightwave/web-kit';

// One client function per comment endpoint. Both threads share the entry calls.

/** A comment, or one reply under it. */
export interface EntryRef {
  commentId: string;
  replyId?: string;
}

const entryPath = ({ commentId, replyId }: EntryRef) =>
  replyId ? API_PATHS.reply(commentId, replyId) : API_PATHS.comment(commentId);

/** New thread: the blog's comments with their replies, oldest first. */
export function fetchThread(blogId: string): Promise<NewComment[]> {
  return apiRequest<NewComment[]>(API_PATHS.blogComments(blogId), { auth: true });
}

export function postComment(blogId: string, text: string): Promise<NewComment> {
  return apiRequest<NewComment>(API_PATHS.blogCommentCreate, {
    json: { text, blogId },
    auth: true,
  });
}

/** A reply to a comment, or (with parentReplyId) to one of its replies. The old page's payload
 * also carries its author and e-mail; the server takes both from the account. */
export function postReply(
  commentId: string,
  input: { text: string; blogId: string; parentReplyId?: string; author?: string; email?: string },
): Promise<NewReply> {
  return apiRequest<NewReply>(API_PATHS.commentReply(commentId), { json: input, auth: true });
}

export function editEntry(ref: EntryRef, text: string): Promise<NewReply> {
  return apiRequest<NewReply>(entryPath(ref), { method: 'PUT', json: { text }, auth: true });
}

export function deleteEntry(ref: EntryRef): Promise<unknown> {
  return apiRequest(entryPath(ref), { method: 'DELETE', auth: true });
}

export function likeEntry(ref: EntryRef): Promise<NewReply> {
  return apiRequest<NewReply>(`${entryPath(ref)}/like`, { method: 'POST', auth: true });
}

/** Old thread: entries name their author by name and account id (`authorId`). */
export function fetchOldThread(blogId: string): Promise<OldComment[]> {
  return apiRequest<OldComment[]>(API_PATHS.comments, { query: { blogId }, auth: true });
}

export function postOldComment(input: {
  author: string;
  email: string;
  text: string;
  blogId: string;
}): Promise<OldComment> {
  return apiRequest<OldComment>(API_PATHS.comments, { json: input, auth: true });
}

export type { NewComment, NewReply, OldComment, OldReply };
