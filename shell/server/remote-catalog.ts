// The shell's server's view of the remotes: each one's mf-manifest.json (which carries its route
// list, see scripts/webpack), fetched on start and again when older than the TTL, so a remote
// redeployed alone is seen within seconds without restarting the shell. A page never waits on a
// refresh: it gets the last good copy while the next one is fetched; only the very first request
// waits (briefly) for a remote the server has not heard from yet.
import { validRoutes, type RouteInfo } from '@brightwave/web-kit/routes';
import { settleWithin } from './settle-within';

/** A page's own files, as absolute URLs: its chunks, their CSS, its first screen's HTML. */
export interface PageFiles {
  js: string[];
  css: string[];
  html?: string;
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

/** A remote as site.config.json names it, with what is known of it (`known`: it answered once). */
export type RemoteState = {
  name: string;
  entry: string;
  known: boolean;
} & Partial<RemoteManifestSummary>;

interface ManifestAssets {
  js?: unknown;
  css?: unknown;
  html?: unknown;
}
interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: unknown } } }[];
  routes?: unknown;
  pageAssets?: Record<string, ManifestAssets | undefined>;
}

/** What the server needs from a manifest. */
export function summarise(entry: string, manifest: Manifest): RemoteManifestSummary {
  const meta = manifest.metaData ?? {};
  const base =
    meta.publicPath && meta.publicPath !== 'auto'
      ? new URL(meta.publicPath, entry)
      : new URL('.', entry);
  const remoteEntry = meta.remoteEntry?.name
    ? new URL(`${meta.remoteEntry.path ?? ''}${meta.remoteEntry.name}`, base).href
    : undefined;
  const routesExpose = (manifest.exposes ?? []).find((expose) => expose.path === './routes');
  const absolute = (files: unknown) =>
    (Array.isArray(files) ? files : [])
      .filter((file): file is string => typeof file === 'string')
      .map((file) => new URL(file, base).href);
  // Each route's page chunks (JavaScript and CSS) and its first screen's HTML, which the build
  // adds to the manifest (scripts/post-build.js).
  const pages = Object.fromEntries(
    Object.entries(manifest.pageAssets ?? {}).map(([routePath, assets]) => [
      routePath,
      {
        js: absolute(assets?.js),
        css: absolute(assets?.css),
        ...(typeof assets?.html === 'string' ? { html: new URL(assets.html, base).href } : {}),
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

interface Entry {
  value?: RemoteManifestSummary;
  up?: boolean;
  fetchedAt: number;
  pending?: Promise<void>;
}

export type RemoteCatalog = ReturnType<typeof createRemoteCatalog>;

export function createRemoteCatalog({
  remotes,
  ttlMs = 10_000,
  timeoutMs = 3_000,
  firstWaitMs = 1_500,
}: {
  remotes: readonly { name: string; entry: string }[];
  ttlMs?: number;
  timeoutMs?: number;
  firstWaitMs?: number;
}) {
  const state = new Map<string, Entry>(remotes.map((remote) => [remote.name, { fetchedAt: 0 }]));
  const entryOf = (name: string) => state.get(name)!;

  function refresh(remote: { name: string; entry: string }): Promise<void> {
    const entry = entryOf(remote.name);
    if (entry.pending) return entry.pending;
    entry.pending = fetch(remote.entry, { signal: AbortSignal.timeout(timeoutMs) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        entry.value = summarise(remote.entry, (await response.json()) as Manifest);
        entry.up = true;
      })
      .catch(() => {
        // Down or mid-deploy: keep the last good copy, try again on the next request.
        entry.up = false;
      })
      .finally(() => {
        entry.fetchedAt = Date.now();
        entry.pending = undefined;
      });
    return entry.pending;
  }

  /**
   * Every remote in config order with what is known of it (`known` false when it never
   * answered). Starts the refreshes that are due.
   */
  async function snapshot(): Promise<RemoteState[]> {
    const now = Date.now();
    const first: Promise<void>[] = [];
    for (const remote of remotes) {
      const entry = entryOf(remote.name);
      if (now - entry.fetchedAt >= ttlMs) {
        const pending = refresh(remote);
        if (!entry.value) first.push(pending);
      }
    }
    if (first.length) await settleWithin(Promise.all(first), firstWaitMs);
    return remotes.map((remote) => {
      const { value } = entryOf(remote.name);
      return { ...remote, ...value, known: !!value };
    });
  }

  /**
   * Whether the remote answered its last manifest fetch, checked again when that is older than
   * `maxAgeMs` (waiting at most `waitMs`). Preload hints are only written for a remote that is
   * up: Chromium hands a failed script preload to the first script that asks for the same URL,
   * so after the remote came back a Retry would still fail.
   */
  async function isUp(name: string, { maxAgeMs = 1_000, waitMs = 300 } = {}): Promise<boolean> {
    const remote = remotes.find((candidate) => candidate.name === name);
    const entry = state.get(name);
    if (!remote || !entry) return false;
    if (Date.now() - entry.fetchedAt >= maxAgeMs) await settleWithin(refresh(remote), waitMs);
    return entry.up === true && !entry.pending;
  }

  /** Fetches every manifest now (at startup, so the first visitor does not wait). */
  const warm = () => Promise.all(remotes.map(refresh));

  return { snapshot, warm, isUp };
}
