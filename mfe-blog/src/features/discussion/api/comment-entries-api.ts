import { API_PATHS, type DiscussionReply } from '@brightwave/contracts';
import { apiRequest } from '@brightwave/web-kit';

// One client function per entry endpoint (`/api/comments/{id}...`): both threads of a post reply
// to, edit, delete and like its comments and replies through these.

/** A comment, or one reply under it. */
export interface EntryRef {
  commentId: string;
  replyId?: string;
}

const entryPath = ({ commentId, replyId }: EntryRef) =>
  replyId ? API_PATHS.reply(commentId, replyId) : API_PATHS.comment(commentId);

/** A reply to a comment, or (with parentReplyId) to one of its replies. The comment section's
 * payload also carries its author and e-mail; the server takes both from the account. */
export function postReply(
  commentId: string,
  input: { text: string; blogId: string; parentReplyId?: string; author?: string; email?: string },
): Promise<DiscussionReply> {
  return apiRequest<DiscussionReply>(API_PATHS.commentReply(commentId), {
    json: input,
    auth: true,
  });
}

export function editEntry(ref: EntryRef, text: string): Promise<DiscussionReply> {
  return apiRequest<DiscussionReply>(entryPath(ref), {
    method: 'PUT',
    json: { text },
    auth: true,
  });
}

export function deleteEntry(ref: EntryRef): Promise<unknown> {
  return apiRequest(entryPath(ref), { method: 'DELETE', auth: true });
}

export function likeEntry(ref: EntryRef): Promise<DiscussionReply> {
  return apiRequest<DiscussionReply>(`${entryPath(ref)}/like`, { method: 'POST', auth: true });
}
