// The shell's server's view of the remotes: each one's mf-manifest.json (which carries its route
// list, see scripts/webpack), fetched on start and again when older than the TTL, so a remote
// redeployed alone is seen within seconds without restarting the shell. A page never waits on a
// refresh: it gets the last good copy while the next one is fetched; only the very first request
// waits (briefly) for a manifest the server has not read yet. Kept per manifest URL: a remote's
// releases (release-channels.ts) are manifests of their own, and visitors on the canary and on
// stable ask for different ones.
import type { RemoteConfig } from '@brightwave/web-kit';
import { validRoutes, type RouteInfo } from '@brightwave/web-kit/routes';
import { filesBase, remoteEntryUrl, type ManifestMeta } from '../src/federation/manifest-urls';
import { refreshCopy, type CopyTimes, type FetchedCopy } from './fetched-copy';
import { settleWithin } from './settle-within';

/** A page's own files, as absolute URLs: its chunks, their CSS, its first screen's HTML, and the
 * server build that renders it per request (server-renders.ts). */
export interface PageFiles {
  js: string[];
  css: string[];
  html?: string;
  render?: string;
}

/** What the server needs from a manifest: the routes and the files to preload for a page. */
export interface RemoteManifestSummary {
  routes: RouteInfo[];
  publicPath: string;
  remoteEntry?: string;
  /** The exposed route list's own code. */
  scripts: string[];
  /** Route path -> that page's files. */
  pages: Record<string, PageFiles>;
}

/** A remote as site.config.json names it: its name and its manifest's URL (and, once placed
 * for a visitor, its release's version and channel: release-channels.ts). */
export type Remote = RemoteConfig;

/** A remote with what is known of it (`known`: its manifest answered once). */
export type RemoteState = Remote & { known: boolean } & Partial<RemoteManifestSummary>;

interface ManifestAssets {
  js?: unknown;
  css?: unknown;
  html?: unknown;
  render?: unknown;
}
interface Manifest {
  metaData?: ManifestMeta;
  exposes?: { path?: string; assets?: { js?: { sync?: unknown } } }[];
  routes?: unknown;
  pageAssets?: Record<string, ManifestAssets | undefined>;
}

/** What the server needs from a manifest. */
export function summarise(entry: string, manifest: Manifest): RemoteManifestSummary {
  const meta = manifest.metaData ?? {};
  const base = filesBase(entry, meta);
  const remoteEntry = remoteEntryUrl(entry, meta);
  const routesExpose = (manifest.exposes ?? []).find((expose) => expose.path === './routes');
  const absolute = (files: unknown) =>
    (Array.isArray(files) ? files : [])
      .filter((file): file is string => typeof file === 'string')
      .map((file) => new URL(file, base).href);
  // Each route's page chunks (JavaScript and CSS), its first screen's HTML and its server
  // render, which the build adds to the manifest (scripts/post-build.js).
  const file = (name: 'html' | 'render', assets: ManifestAssets | undefined) => {
    const value = assets?.[name];
    return typeof value === 'string' ? { [name]: new URL(value, base).href } : {};
  };
  const pages = Object.fromEntries(
    Object.entries(manifest.pageAssets ?? {}).map(([routePath, assets]) => [
      routePath,
      {
        js: absolute(assets?.js),
        css: absolute(assets?.css),
        ...file('html', assets),
        ...file('render', assets),
      },
    ]),
  );
  return {
    routes: validRoutes(manifest.routes),
    publicPath: base.href,
    remoteEntry,
    scripts: absolute(routesExpose?.assets?.js?.sync),
    pages,
  };
}

type Entry = FetchedCopy<RemoteManifestSummary>;

export type RemoteCatalog = ReturnType<typeof createRemoteCatalog>;

export function createRemoteCatalog({
  remotes,
  ttlMs = 10_000,
  timeoutMs = 3_000,
  firstWaitMs = 1_500,
}: CopyTimes & {
  /** The remotes as site.config.json names them (a page may ask for other entries of them). */
  remotes: readonly Remote[];
  firstWaitMs?: number;
}) {
  /** By manifest URL. */
  const state = new Map<string, Entry>();
  const entryOf = (url: string) => {
    let entry = state.get(url);
    if (!entry) state.set(url, (entry = { fetchedAt: 0 }));
    return entry;
  };

  /** Raised whenever a manifest read differs from the copy before it (a remote redeployed). */
  let generation = 0;

  function refresh(remote: Remote): Promise<void> {
    // Down or mid-deploy: the last good copy stands, tried again on the next request.
    const entry = entryOf(remote.entry);
    return refreshCopy(entry, remote.entry, timeoutMs, async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const summary = summarise(remote.entry, (await response.json()) as Manifest);
      if (entry.value && JSON.stringify(entry.value) !== JSON.stringify(summary)) generation += 1;
      return summary;
    });
  }

  /**
   * Every remote of `list` (the configured ones unless a page names its own entries), in its
   * order, with what is known of it (`known` false when it never answered). Starts the refreshes
   * that are due.
   */
  async function snapshot(list: readonly Remote[] = remotes): Promise<RemoteState[]> {
    const now = Date.now();
    const first: Promise<void>[] = [];
    for (const remote of list) {
      const entry = entryOf(remote.entry);
      if (now - entry.fetchedAt >= ttlMs) {
        const pending = refresh(remote);
        if (!entry.value) first.push(pending);
      }
    }
    if (first.length) await settleWithin(Promise.all(first), firstWaitMs);
    return list.map((remote) => {
      const { value } = entryOf(remote.entry);
      return { ...remote, ...value, known: !!value };
    });
  }

  /**
   * Whether the remote's manifest answered its last fetch, checked again when that is older than
   * `maxAgeMs` (waiting at most `waitMs`). Preload hints are only written for a remote that is
   * up: Chromium hands a failed script preload to the first script that asks for the same URL,
   * so after the remote came back a Retry would still fail.
   */
  async function isUp(remote: Remote, { maxAgeMs = 1_000, waitMs = 300 } = {}): Promise<boolean> {
    const entry = entryOf(remote.entry);
    if (Date.now() - entry.fetchedAt >= maxAgeMs) await settleWithin(refresh(remote), waitMs);
    return entry.up === true && !entry.pending;
  }

  /** Fetches every configured manifest now (at startup, so the first visitor does not wait). */
  const warm = () => Promise.all(remotes.map(refresh));

  return { snapshot, warm, isUp, generation: () => generation };
}
