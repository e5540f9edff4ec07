// The shell's plugin for the federation runtime (@module-federation/enhanced/runtime), listed in
// its build's runtimePlugins (shell/webpack.config.js): the site's 120 s limit wherever the
// runtime fetches a remote's code. The runtime's own limits are 20 s for remoteEntry.js and none
// for a manifest; chunks get the same 120 s from output.chunkLoadTimeout in every build.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CHUNK_TIMEOUT_MS } from '@brightwave/contracts/plain';

export default function siteRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'brightwave-time-limit',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (value !== undefined && value !== false) script.setAttribute(name, String(value));
      }
      return { script, timeout: CHUNK_TIMEOUT_MS };
    },
    // A manifest the runtime fetches itself (none while the builds disable its snapshot: the shell
    // registers remoteEntry.js files). The only plugin that owns fetch: every plugin's hook runs.
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(CHUNK_TIMEOUT_MS) });
    },
  };
}
