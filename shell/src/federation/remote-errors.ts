/**
 * Whether an error means a remote's code could not be fetched (server down, chunk missing, time-out),
 * as opposed to a bug inside the remote: the shell's own loader's errors (remotes.ts) and those of
 * a remote's webpack runtime when one of its chunks fails.
 */
export function isRemoteLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (['ChunkLoadError', 'RemoteLoadError', 'RemoteUnavailableError'].includes(error.name)) {
    return true;
  }
  return /Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module/i.test(
    error.message,
  );
}

/** A remote's manifest or remoteEntry.js did not arrive (an HTTP error, no answer, a time-out). */
export class RemoteLoadError extends Error {
  readonly code = 'REMOTE_LOAD_FAILED';
  constructor(message: string) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

/** The remote answered but did not give a usable page. */
export class RemoteUnavailableError extends Error {
  readonly code = 'REMOTE_UNAVAILABLE';
  constructor(id: string) {
    super(`Loading chunk failed: ${id} gave no page`);
    this.name = 'RemoteUnavailableError';
  }
}
