// The shell's server's view of the remotes: each one's mf-manifest.json (which carries its route
// list, see scripts/webpack), fetched on start and again when older than the TTL, so a remote
// redeployed alone is seen within seconds without restarting the shell. A page never waits on a
// refresh: it gets the last good copy while the next one is fetched; only the very first request
// waits (briefly) for a remote the server has not heard from yet.

const { settleWithin } = require('./settle-within');

const ACCESS = new Set(['public', 'user', 'admin']);

/** The well-formed entries of a route list (the shell's client applies the same rule). */
function validRoutes(value) {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item) =>
      typeof item?.path === 'string' &&
      item.path.startsWith('/') &&
      typeof item.title === 'string' &&
      typeof item.description === 'string' &&
      ACCESS.has(item.access),
  );
}

/** What the server needs from a manifest: the routes and the files to preload for a page. */
function summarise(entry, manifest) {
  const meta = manifest.metaData ?? {};
  const base =
    meta.publicPath && meta.publicPath !== 'auto'
      ? new URL(meta.publicPath, entry)
      : new URL('.', entry);
  const remoteEntry = meta.remoteEntry?.name
    ? new URL(`${meta.remoteEntry.path ?? ''}${meta.remoteEntry.name}`, base).href
    : undefined;
  // The exposed route list's own code.
  const routesExpose = (manifest.exposes ?? []).find((expose) => expose.path === './routes');
  const absolute = (files) =>
    (Array.isArray(files) ? files : [])
      .filter((file) => typeof file === 'string')
      .map((file) => new URL(file, base).href);
  const scripts = absolute(routesExpose?.assets?.js?.sync);
  // Each route's page chunks (JavaScript and CSS) and its first screen's HTML, which the build
  // adds to the manifest (scripts/post-build.js): route path -> { js, css, html? } as absolute URLs.
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
    scripts,
    pages,
  };
}

/**
 * @param {{ remotes: { name: string, entry: string }[], ttlMs?: number, timeoutMs?: number,
 *   firstWaitMs?: number }} options
 */
function createRemoteCatalog({ remotes, ttlMs = 10_000, timeoutMs = 3_000, firstWaitMs = 1_500 }) {
  /** name -> { value?, fetchedAt, pending? } */
  const state = new Map(remotes.map((remote) => [remote.name, { fetchedAt: 0 }]));

  function refresh(remote) {
    const entry = state.get(remote.name);
    if (entry.pending) return entry.pending;
    entry.pending = fetch(remote.entry, { signal: AbortSignal.timeout(timeoutMs) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        entry.value = summarise(remote.entry, await response.json());
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
   * Every remote in config order with what is known of it (`value` undefined when it never
   * answered). Starts the refreshes that are due.
   */
  async function snapshot() {
    const now = Date.now();
    const first = [];
    for (const remote of remotes) {
      const entry = state.get(remote.name);
      if (now - entry.fetchedAt >= ttlMs) {
        const pending = refresh(remote);
        if (!entry.value) first.push(pending);
      }
    }
    if (first.length) await settleWithin(Promise.all(first), firstWaitMs);
    return remotes.map((remote) => ({
      ...remote,
      ...state.get(remote.name).value,
      known: !!state.get(remote.name).value,
    }));
  }

  /**
   * Whether the remote answered its last manifest fetch, checked again when that is older than
   * `maxAgeMs` (waiting at most `waitMs`). Preload hints are only written for a remote that is
   * up: Chromium hands a failed script preload to the first script that asks for the same URL,
   * so after the remote came back a Retry would still fail.
   */
  async function isUp(name, { maxAgeMs = 1_000, waitMs = 300 } = {}) {
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

module.exports = { createRemoteCatalog, validRoutes };
