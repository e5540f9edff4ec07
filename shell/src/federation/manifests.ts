import { CHUNK_TIMEOUT_MS } from '@brightwave/contracts/plain';
import { keptUntilFailure } from './kept-promises';
import { RemoteLoadError } from './remote-errors';

// Each remote's mf-manifest.json carries its route list (the build copies routes.json into it),
// so one fetch per remote tells the shell both where its code is and which paths it serves: the
// route catalog and the remote loader (remotes.ts) read the same copy.

const manifests = new Map<string, Promise<string>>();

async function fetchText(url: string): Promise<string> {
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(CHUNK_TIMEOUT_MS) });
  } catch (error) {
    throw new RemoteLoadError(`Failed to get manifest ${url} (${String(error)})`);
  }
  if (!response.ok) {
    throw new RemoteLoadError(`Failed to get manifest ${url} (HTTP ${response.status})`);
  }
  return response.text();
}

/** The manifest's text, fetched once per page load (a failure is forgotten, so Retry refetches). */
export function fetchManifestText(url: string): Promise<string> {
  return keptUntilFailure(manifests, url, () => fetchText(url));
}
