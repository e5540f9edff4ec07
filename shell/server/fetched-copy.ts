// A document the shell's server reads from a remote's server and keeps (a manifest, a remote's
// release channels): fetched again on demand, one fetch at a time, and when a fetch fails (the
// remote is down or mid-deploy) the last good copy stands.

/** How long a copy is used before it is fetched again, and how long a fetch may take. */
export interface CopyTimes {
  ttlMs?: number;
  timeoutMs?: number;
}

export interface FetchedCopy<T> {
  value?: T;
  /** Whether the last fetch succeeded. */
  up?: boolean;
  fetchedAt: number;
  pending?: Promise<void>;
}

/**
 * Fetches `url` into `copy` (joining a fetch under way); `read` turns the answer into the value,
 * or throws to keep the last one.
 */
export function refreshCopy<T>(
  copy: FetchedCopy<T>,
  url: string,
  timeoutMs: number,
  read: (response: Response) => Promise<T | undefined>,
  headers: Record<string, string> = {},
): Promise<void> {
  copy.pending ??= fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) })
    .then(async (response) => {
      copy.value = await read(response);
      copy.up = true;
    })
    .catch(() => {
      copy.up = false;
    })
    .finally(() => {
      copy.fetchedAt = Date.now();
      copy.pending = undefined;
    });
  return copy.pending;
}
