import { useCallback } from 'react';
import { API_PATHS, type Blog, type BlogSummary } from '@brightwave/contracts';
import {
  ApiError,
  getSessionUser,
  useLoad,
  type FirstAnswer,
  type LoadState,
} from '@brightwave/web-kit';
import { fetchBlog, fetchBlogForEdit, fetchRelated } from '../api/get-blog';
import { sentWithPage } from '../../../hooks/sent-with-page';

/** `read` loads the post to show; `edit` loads it for its editor, who must be allowed to. */
export type BlogPurpose = 'read' | 'edit';

/**
 * One post as a page shows it: loading; loaded; missing (the API answered 404, or 400 for an id
 * that cannot exist); forbidden (editing only: the user may not change it); failed (any other
 * error, which Retry may cure).
 */
export type BlogState<Purpose extends BlogPurpose = 'read'> = LoadState<
  Blog,
  | { status: 'missing' }
  | { status: 'failed' }
  | (Purpose extends 'edit' ? { status: 'forbidden' } : never)
>;

type BlogFailure = Exclude<BlogState<'edit'>, { status: 'loading' | 'loaded' }>;

function failureOf(purpose: BlogPurpose) {
  return (error: unknown): BlogFailure => {
    const status = error instanceof ApiError ? error.status : 0;
    if (status === 404 || status === 400) return { status: 'missing' };
    if (status === 403 && purpose === 'edit') return { status: 'forbidden' };
    return { status: 'failed' };
  };
}

const loaders = { read: fetchBlog, edit: fetchBlogForEdit };

/**
 * A post to read as the server rendered it (asked anonymously: published, or missing). Missing
 * is not taken for a signed-in visitor, whose own draft the API answers only with their token.
 */
function readState(answer: FirstAnswer): BlogState | undefined {
  if (answer.status === 200) return { status: 'loaded', data: answer.body as Blog };
  const missing = failures.read(new ApiError(answer.status, '', answer.body));
  return missing.status === 'missing' && !getSessionUser() ? missing : undefined;
}
const failures = { read: failureOf('read'), edit: failureOf('edit') };

/**
 * The post with this id, loaded again when the id changes or on `retry`; `replace` puts in the
 * post as the server answered a change to it (a like, a new comment count).
 */
export function useBlog<Purpose extends BlogPurpose = 'read'>(
  id: string,
  purpose: Purpose = 'read' as Purpose,
): { state: BlogState<Purpose>; retry: () => void; replace: (blog: Blog) => void } {
  const load = useCallback((signal: AbortSignal) => loaders[purpose](id, signal), [id, purpose]);
  const { state, setState, reload } = useLoad(load, {
    failure: failures[purpose],
    first:
      purpose === 'read'
        ? sentWithPage<Blog, BlogFailure>(API_PATHS.blog(id), readState)
        : undefined,
  });
  const replace = useCallback(
    (blog: Blog) => setState({ status: 'loaded', data: blog }),
    [setState],
  );
  // Reading never yields 'forbidden' (failureOf maps a 403 to 'failed' there).
  return { state: state as BlogState<Purpose>, retry: reload, replace };
}

const noRelated = () => ({ status: 'failed' }) as const;

/** The posts to suggest under a post; none while loading or when they could not be loaded. */
export function useRelatedBlogs(id: string): { related: BlogSummary[]; retry: () => void } {
  const load = useCallback((signal: AbortSignal) => fetchRelated(id, signal), [id]);
  const { state, reload } = useLoad(load, { failure: noRelated });
  return { related: state.status === 'loaded' ? state.data : [], retry: reload };
}
