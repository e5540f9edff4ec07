import { useMemo, useState } from 'react';
import {
  TEXTS,
  YOUR_BLOGS_LOAD_MORE,
  YOUR_BLOGS_PAGE_SIZE,
  type Blog,
} from '@brightwave/contracts';
import { useSessionUser } from '@brightwave/web-kit';
import { deleteBlog } from '../api/save-blog';
import { matchesTitle, useBlogs } from './use-blogs';

/**
 * The signed-in user's blogs, drafts included: searched by title in the browser, shown a few at
 * a time (Load More), and deleted after the user confirms in a dialog.
 */
export function useOwnBlogs() {
  const user = useSessionUser();
  const { state, retry, replace } = useBlogs({ author: user?.id, fields: 'summary' });
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(YOUR_BLOGS_PAGE_SIZE);
  const [deleting, setDeleting] = useState<Blog | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const matching = useMemo(
    () =>
      state.status === 'loaded' ? state.data.filter((blog) => matchesTitle(blog, search)) : [],
    [state, search],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteBlog(deleting._id);
      replace((blogs) => blogs.filter((blog) => blog._id !== deleting._id));
      setDeleting(null);
      setError('');
    } catch {
      setDeleting(null);
      setError(TEXTS.blogs.deleteFailed);
    } finally {
      setBusy(false);
    }
  };

  return {
    user,
    state,
    retry,
    search,
    /** A new search starts again from the first few. */
    setSearch: (value: string) => {
      setSearch(value);
      setShown(YOUR_BLOGS_PAGE_SIZE);
    },
    matching,
    shown: matching.slice(0, shown),
    hasMore: matching.length > shown,
    showMore: () => setShown((n) => n + YOUR_BLOGS_LOAD_MORE),
    deletion: {
      blog: deleting,
      busy,
      error,
      ask: setDeleting,
      cancel: () => setDeleting(null),
      confirm: () => void confirmDelete(),
    },
  };
}
