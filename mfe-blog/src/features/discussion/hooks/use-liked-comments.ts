import { useCallback, useState } from 'react';

/** localStorage key of the comment ids this browser liked in the comment section: a list. */
export const LIKED_COMMENTS_KEY = 'likedComments';

function readLiked(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(LIKED_COMMENTS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The ids this browser has liked in the comment section, and a way to add one. */
export function useLikedComments(): [string[], (id: string) => void] {
  const [liked, setLiked] = useState(readLiked);
  const add = useCallback((id: string) => {
    const next = [...new Set([...readLiked(), id])];
    try {
      window.localStorage.setItem(LIKED_COMMENTS_KEY, JSON.stringify(next));
    } catch {
      // Storage disabled: the like still counts on the server, only this browser forgets it.
    }
    setLiked(next);
  }, []);
  return [liked, add];
}
