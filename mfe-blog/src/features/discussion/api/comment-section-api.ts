import {
  API_PATHS,
  type CommentSectionComment,
  type CommentSectionCreate,
} from '@brightwave/contracts';
import { apiRequest } from '@brightwave/web-kit';

/** A post's comment section: entries name their author by name and account id (`authorId`). */
export function fetchCommentSection(blogId: string): Promise<CommentSectionComment[]> {
  return apiRequest<CommentSectionComment[]>(API_PATHS.commentSectionComments, {
    query: { blogId },
    auth: true,
  });
}

export function postCommentSectionComment(
  input: Required<CommentSectionCreate>,
): Promise<CommentSectionComment> {
  return apiRequest<CommentSectionComment>(API_PATHS.commentSectionComments, {
    json: input,
    auth: true,
  });
}
