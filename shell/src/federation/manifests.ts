import { CHUNK_TIMEOUT_MS } from '@brightwave/contracts/plain';

// Each remote's mf-manifest.json carries its route list (the build copies routes.json into it),
// so one fetch per remote tells the shell both where its code is and which paths it serves. The
// federation runtime asks for the same manifest when it loads the remote; it gets this copy
// (through the runtime plugin's fetch hook) instead of a second round trip.

const manifests = new Map<string, Promise<string>>();

/** The manifest's text, fetched once per page load (a failure is forgotten, so Retry refetches). */
export function fetchManifestText(url: string): Promise<string> {
  let text = manifests.get(url);
  if (!text) {
    text = fetch(url, { signal: AbortSignal.timeout(CHUNK_TIMEOUT_MS) }).then(async (response) => {
      if (!response.ok) throw new Error(`Failed to get manifest ${url} (HTTP ${response.status})`);
      return response.text();
    });
    manifests.set(url, text);
    text.catch(() => manifests.delete(url));
  }
  return text;
}

/** The copy the shell already has, for the runtime's own fetch of the manifest. */
export function cachedManifest(url: string): Promise<string> | undefined {
  return manifests.get(url);
}
