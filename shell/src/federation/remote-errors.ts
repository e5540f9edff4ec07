/**
 * Whether an error means a remote's code could not be fetched (server down, chunk missing, time-out),
 * as opposed to a bug inside the remote: the shell's manifest fetch (manifests.ts), the federation
 * runtime's (#RUNTIME-001 no container, 003 a manifest, 007 a snapshot, 008 a script: a
 * remoteEntry.js not loaded or timed out, 011/013 a manifest without an entry or not one, 015 a
 * container whose init failed, as with a shared module that would not load) and a remote's
 * webpack runtime's when one of its chunks fails.
 */
export function isRemoteLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (['ChunkLoadError', 'RemoteLoadError', 'RemoteUnavailableError'].includes(error.name)) {
    return true;
  }
  return /RUNTIME-0(0[1378]|1[135])|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module/i.test(
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
