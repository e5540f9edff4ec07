// The shell loads its remotes through webpack's own container interface, with no federation
// runtime (a remote's remoteEntry.js is its container, with webpack's few lines of sharing and
// chunk loading): it reads the remote's mf-manifest.json (the copy the route catalog fetched),
// loads the remoteEntry.js it names, initialises that container with the shell's share scope
// (react, react-dom and the router are the shell's, loaded before any remote), and asks it for
// an exposed module. The module's own files are hinted while remoteEntry.js arrives, so they do
// not wait for it.
import { CHUNK_TIMEOUT_MS } from '@brightwave/contracts/plain';
import type { RuntimeConfig } from '@brightwave/web-kit';
import { keptUntilFailure } from './kept-promises';
import { fetchManifest } from './manifests';
import { filesBase, remoteEntryUrl, type ManifestMeta } from './manifest-urls';
import { RemoteLoadError } from './remote-errors';

/** webpack's sharing API for code that loads containers itself. */
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

/** A remote's container: what its remoteEntry.js defines as a global. */
interface Container {
  init(shareScope: unknown): unknown;
  get(module: string): Promise<() => unknown>;
}

interface Manifest {
  metaData?: ManifestMeta;
  exposes?: { path?: string; assets?: Record<'js' | 'css', { sync?: string[] } | undefined> }[];
}

/** Each remote's manifest URL, from site.config.json. */
const entries = new Map<string, string>();
/** Initialised containers, by remoteEntry.js URL. */
const containers = new Map<string, Promise<Container>>();
/** Loaded modules, by remoteEntry.js URL and module. */
const modules = new Map<string, Promise<unknown>>();

/** Where each remote lives, from site.config.json. */
export function registerRemotes(config: RuntimeConfig): void {
  for (const { name, entry } of config.remotes) entries.set(name, entry);
}

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const settle = (error?: Error) => {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      if (!error) return resolve();
      script.remove();
      reject(error);
    };
    const timer = setTimeout(
      () => settle(new RemoteLoadError(`Loading script ${url} timed out`)),
      CHUNK_TIMEOUT_MS,
    );
    script.onload = () => settle();
    script.onerror = () => settle(new RemoteLoadError(`Failed to load script ${url}`));
    script.src = url;
    script.async = true;
    document.head.append(script);
  });
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

const globalContainer = (globalName: string) =>
  (window as unknown as Record<string, Container | undefined>)[globalName];

async function initContainer(url: string, globalName: string): Promise<Container> {
  // A remoteEntry.js that timed out may have run since (removing its element does not stop it):
  // its container is used, so the remote's code never runs twice. (A page keeps one manifest
  // per remote, so the global is this URL's.)
  if (!globalContainer(globalName)?.get) await loadScript(url);
  const container = globalContainer(globalName);
  if (!container?.get) throw new RemoteLoadError(`${url} defined no container "${globalName}"`);
  await __webpack_init_sharing__('default');
  await container.init(__webpack_share_scopes__.default);
  return container;
}

/** Loads one exposed module of a remote ("./routes" of "blog"). */
export async function loadRemoteModule<T>(remote: string, module: string): Promise<T | undefined> {
  const entry = entries.get(remote);
  if (!entry) throw new RemoteLoadError(`No remote "${remote}" in the site's config`);
  const manifest = (await fetchManifest(entry)) as Manifest;
  const url = remoteEntryUrl(entry, manifest.metaData);
  if (!url) throw new RemoteLoadError(`${entry} names no remoteEntry.js`);
  const loaded = keptUntilFailure(modules, `${url} ${module}`, async () => {
    hintFiles(filesBase(entry, manifest.metaData).href, manifest, module);
    const globalName = manifest.metaData?.globalName ?? remote;
    const container = await keptUntilFailure(containers, url, () => initContainer(url, globalName));
    return (await container.get(module))();
  });
  return ((await loaded) as T | null) ?? undefined;
}
