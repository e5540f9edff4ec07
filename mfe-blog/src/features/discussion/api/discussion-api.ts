import { API_PATHS, type DiscussionComment } from '@brightwave/contracts';
import { apiRequest } from '@brightwave/web-kit';

/** The post's discussion: its comments with their replies, oldest first. */
export function fetchDiscussion(blogId: string): Promise<DiscussionComment[]> {
  return apiRequest<DiscussionComment[]>(API_PATHS.discussionComments(blogId), { auth: true });
}

export function postDiscussionComment(blogId: string, text: string): Promise<DiscussionComment> {
  return apiRequest<DiscussionComment>(API_PATHS.discussionCommentCreate, {
    json: { text, blogId },
    auth: true,
  });
}
