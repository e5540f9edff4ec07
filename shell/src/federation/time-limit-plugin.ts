import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CHUNK_TIMEOUT_MS } from '@brightwave/contracts/plain';
import { cachedManifest } from './manifests';

// The runtime's own limits are 20 s for remoteEntry.js and none for the manifest; the site's is
// 120 s everywhere a remote's code is fetched (chunks get it from output.chunkLoadTimeout).
const LIMIT_MS = CHUNK_TIMEOUT_MS;

export default function timeLimitPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'brightwave-time-limit',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (value !== undefined && value !== false) script.setAttribute(name, String(value));
      }
      return { script, timeout: LIMIT_MS };
    },
    fetch(url, init) {
      // This is the only plugin that owns fetch: every plugin's hook runs in turn.
      const cached = cachedManifest(url);
      if (cached) return cached.then((text) => new Response(text, { status: 200 }));
      return fetch(url, { ...init, signal: AbortSignal.timeout(LIMIT_MS) });
    },
  };
}
