// The shell loads its remotes through the federation runtime of @module-federation/enhanced: it
// reads a remote's mf-manifest.json (the copy the route catalog fetched, with the routes),
// registers the remote by the remoteEntry.js the manifest names (the builds disable the
// runtime's snapshot, so the runtime never fetches a manifest itself) and asks the runtime for
// the exposed module. The module's own files, which the manifest lists, are hinted while
// remoteEntry.js arrives, so they do not wait for it. Time limits: runtime-plugin.ts.
import { getInstance } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@brightwave/web-kit';
import { fetchManifest } from './manifests';
import { filesBase, remoteEntryUrl, type ManifestMeta } from './manifest-urls';
import { RemoteLoadError } from './remote-errors';

interface Manifest {
  metaData?: ManifestMeta;
  exposes?: { path?: string; assets?: Record<'js' | 'css', { sync?: string[] } | undefined> }[];
}

/** Each remote's manifest URL, from site.config.json. */
const entries = new Map<string, string>();
/** The remoteEntry.js each remote is registered with in the runtime. */
const registered = new Map<string, string>();

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('The Module Federation runtime is not initialised.');
  return instance;
}

/** Where each remote lives, from site.config.json. */
export function registerRemotes(config: RuntimeConfig): void {
  for (const { name, entry } of config.remotes) entries.set(name, entry);
}

/** Hints an exposed module's own files (scripts and styles), unless the page has them already. */
function hintFiles(base: string, manifest: Manifest, module: string) {
  const expose = manifest.exposes?.find(({ path }) => path === module);
  for (const as of ['script', 'style'] as const) {
    for (const file of expose?.assets?.[as === 'script' ? 'js' : 'css']?.sync ?? []) {
      const href = new URL(file, base).href;
      const attribute = as === 'script' ? 'src' : 'href';
      if (document.querySelector(`link[href="${href}"], [${attribute}="${href}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = as;
      link.href = href;
      document.head.append(link);
    }
  }
}

/** Loads one exposed module of a remote ("./routes" of "blog"). */
export async function loadRemoteModule<T>(remote: string, module: string): Promise<T | undefined> {
  const entry = entries.get(remote);
  if (!entry) throw new RemoteLoadError(`No remote "${remote}" in the site's config`);
  const manifest = (await fetchManifest(entry)) as Manifest;
  const url = remoteEntryUrl(entry, manifest.metaData);
  if (!url) throw new RemoteLoadError(`${entry} names no remoteEntry.js`);
  const instance = federation();
  if (registered.get(remote) !== url) {
    // force: a remote registered before, whose remoteEntry.js did not load, is replaced (the
    // runtime forgets its failed entry), so Retry loads it afresh without a reload.
    const entryGlobalName = manifest.metaData?.globalName ?? remote;
    instance.registerRemotes([{ name: remote, entry: url, entryGlobalName }], { force: true });
    registered.set(remote, url);
  }
  hintFiles(filesBase(entry, manifest.metaData).href, manifest, module);
  try {
    const loaded = await instance.loadRemote<T>(`${remote}/${module.replace(/^\.\//, '')}`);
    return loaded ?? undefined;
  } catch (error) {
    // A remote whose remoteEntry.js loaded keeps it (a missing chunk is asked for again by the
    // remote's own webpack runtime); one whose entry failed is registered again next time.
    if (!instance.moduleCache.get(remote)?.remoteEntryExports) registered.delete(remote);
    throw error;
  }
}
