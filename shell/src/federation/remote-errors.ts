/**
 * Whether an error means a remote's code could not be fetched (server down, chunk missing, time-out),
 * as opposed to a bug inside the remote. Matches the shapes listed in shared/notes/module-federation.md.
 */
export function isRemoteLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError' || error.name === 'RemoteUnavailableError') return true;
  return /RUNTIME-00[38]|Loading chunk [\w-]+ failed|Loading CSS chunk|ScriptNetworkError|Failed to fetch dynamically imported module/i.test(
    error.message,
  );
}

/** The remote answered but did not give a usable page. */
export class RemoteUnavailableError extends Error {
  readonly code = 'REMOTE_UNAVAILABLE';
  constructor(id: string) {
    super(`Loading chunk failed: ${id} gave no page`);
    this.name = 'RemoteUnavailableError';
  }
}
