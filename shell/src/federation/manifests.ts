import { CHUNK_TIMEOUT_MS } from '@brightwave/contracts/plain';
import { keptUntilFailure } from './kept-promises';
import { RemoteLoadError } from './remote-errors';

// Each remote's mf-manifest.json carries its route list (the build copies routes.json into it),
// so one fetch per remote tells the shell both where its code is and which paths it serves: the
// route catalog and the remote loader (remotes.ts) read the same copy.

const manifests = new Map<string, Promise<Record<string, unknown>>>();

/** The manifest, or a RemoteLoadError: no answer, an HTTP error, a time-out, not a JSON object. */
async function fetchManifestOnce(url: string): Promise<Record<string, unknown>> {
  let manifest: unknown;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(CHUNK_TIMEOUT_MS) });
    if (!response.ok) {
      throw new RemoteLoadError(`Failed to get manifest ${url} (HTTP ${response.status})`);
    }
    manifest = await response.json();
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError(`Failed to get manifest ${url} (${String(error)})`);
  }
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) {
    throw new RemoteLoadError(`Failed to get manifest ${url} (not a JSON object)`);
  }
  return manifest as Record<string, unknown>;
}

/** The manifest, fetched once per page load (a failure is forgotten, so Retry refetches). */
export function fetchManifest(url: string): Promise<Record<string, unknown>> {
  return keptUntilFailure(manifests, url, () => fetchManifestOnce(url));
}
