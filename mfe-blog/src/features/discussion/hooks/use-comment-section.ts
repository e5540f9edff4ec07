import { useCallback, useEffect, useState } from 'react';
import type { CommentSectionComment } from '@brightwave/contracts';
import { failureText } from '../components/inline-error';
import { fetchCommentSection } from '../api/comment-section-api';

/** A post's comment section: loaded on mount, and again after every change (`reload`). */
export function useCommentSection(blogId: string) {
  const [comments, setComments] = useState<CommentSectionComment[]>();
  const [loadError, setLoadError] = useState<string>();

  const reload = useCallback(async () => {
    try {
      // Only this post's comments are shown, whatever the answer holds (the server filters too).
      setComments((await fetchCommentSection(blogId)).filter((c) => c.blogId === blogId));
      setLoadError(undefined);
    } catch (error) {
      setLoadError(failureText('The comments could not be loaded.', error));
    }
  }, [blogId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { comments, loadError, reload };
}
