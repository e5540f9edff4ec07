// The release store: every published build of a remote, immutable and addressable, and each
// remote's channels (stable, previous stables, an optional canary with a share of visitors).
// One set of rules (this file) over two places to keep them (a backend):
//
// - a folder, RELEASES_DIR (folder-backend.js, the default: `npm start`, tests), laid out so any
//   static host can serve it as it is;
// - a MongoDB database, RELEASES_URI (mongo-backend.js, production): files in GridFS, records
//   and channels in collections, shared by every server and by the CI job that releases.
//
// A version id is the build's content hash, so publishing the same build twice is one release,
// and a release is never written again. A release's files are written first and its record last:
// an interrupted upload leaves no release, and the next publish of that build writes it whole.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const registry = require('@brightwave/site-registry/apps');
const { ReleaseError } = require('./errors.js');
const { isReleaseVersion, satisfies } = require('./version.js');

/**
 * The repository's root (the folder whose package.json names the workspaces), which RELEASES_DIR
 * and LIVE_SHELL are relative to: found upwards from here, so it is the same from this package
 * and from the shell's server bundle that includes it.
 */
function findRoot(from = __dirname) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).workspaces) {
      return dir;
    }
    if (path.dirname(dir) === dir) return process.cwd();
  }
}
const root = findRoot();
/** Files of a dist that are not part of what is deployed. */
const NOT_PUBLISHED = new Set(['.build-stamp']);
/** The shared singletons a release records the versions of, by the name the manifest shares. */
const SINGLETONS = {
  react: 'react',
  'react-dom': 'react-dom',
  router: '@brightwave/web-kit/router',
};

/** RELEASES_DIR (relative to the repository's root, `base`), default data/releases. */
function releasesDir(env = process.env, base = root) {
  return path.resolve(base, env.RELEASES_DIR || 'data/releases');
}

/** RELEASES_KEEP: how many releases of each remote are kept (those a channel names, always). */
function keepCount(env = process.env) {
  const keep = Number(env.RELEASES_KEEP ?? 10);
  if (!Number.isInteger(keep) || keep < 2) {
    throw new ReleaseError(`RELEASES_KEEP must be a whole number of at least 2 (got ${keep}).`);
  }
  return keep;
}

/** LIVE_SHELL: the folder of the shell's build that visitors get (default shell/dist). */
function liveShellDir(env = process.env) {
  return path.resolve(root, env.LIVE_SHELL || 'shell/dist');
}

/**
 * Refuses a release whose shared singletons (react, react-dom, the router) the live shell cannot
 * serve: the page would run the remote on the shell's copy, which it was not built for.
 */
function checkShared(app, release, env) {
  const manifest = path.join(liveShellDir(env), 'mf-manifest.json');
  if (!fs.existsSync(manifest)) {
    throw new ReleaseError(
      `Cannot check ${app.name} ${release.version} against the live shell: ${manifest} is missing (build the shell, or set LIVE_SHELL).`,
      'NO_SHELL',
    );
  }
  const shell = sharedVersions(liveShellDir(env));
  const clashes = Object.entries(release.shared ?? {})
    .filter(([key, builtWith]) => builtWith && !satisfies(shell[key], builtWith))
    .map(([key, builtWith]) => `${key} ${builtWith} (the shell has ${shell[key] ?? 'none'})`);
  if (clashes.length) {
    throw new ReleaseError(
      `${app.name} ${release.version} was built against ${clashes.join(', ')}: the live shell cannot serve it. ` +
        "Rebuild it against the shell's versions, or ship a shell that provides them first.",
      'SHARED',
    );
  }
}

/** A remote by name ("blog") or folder ("mfe-blog"), or a refusal naming the known ones. */
function remoteOf(key) {
  const app = registry.findApp(String(key ?? ''));
  if (!app || !app.remote) {
    const known = registry
      .remotes()
      .map((remote) => remote.name)
      .join(', ');
    throw new ReleaseError(`Unknown remote "${key ?? ''}": expected one of ${known}.`, 'REMOTE');
  }
  return app;
}

/** Every published file of a folder, relative, sorted. */
function filesOf(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !NOT_PUBLISHED.has(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The build's content hash: every file's path and bytes. */
function contentHash(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of filesOf(dir)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/** The versions of the shared singletons a build was made with, from its mf-manifest.json. */
function sharedVersions(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const shared = Array.isArray(manifest.shared) ? manifest.shared : [];
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([key, name]) => [
      key,
      shared.find((entry) => entry.name === name)?.version ?? null,
    ]),
  );
}

/**
 * Opens the release store the environment names: RELEASES_URI (a MongoDB URI) when set, else the
 * folder RELEASES_DIR (relative to `base`, the repository's root). `close` when done.
 */
function openStore(env = process.env, base = root) {
  const backend = env.RELEASES_URI
    ? require('./mongo-backend.js').mongoBackend(env.RELEASES_URI)
    : require('./folder-backend.js').folderBackend(releasesDir(env, base));
  return storeOver(backend, env);
}

/** The store's rules over one backend (folder-backend.js names what a backend does). */
function storeOver(backend, env) {
  const noChannels = () => ({ stable: null, previous: [], canary: null, stamp: 0 });

  /** A remote's channels; none yet: no stable, nothing before it, no canary. */
  async function readChannels(key) {
    const channels = await backend.readChannels(remoteOf(key).name);
    if (!channels) return noChannels();
    return {
      stable: channels.stable ?? null,
      previous: channels.previous ?? [],
      canary: channels.canary ?? null,
      stamp: channels.stamp ?? 0,
    };
  }

  /** Writes the channels, the stamp raised: every server reading them sees a change. */
  async function writeChannels(app, { stable, previous, canary, stamp }) {
    await backend.writeChannels(app.name, {
      stable,
      previous,
      canary,
      stamp: stamp + 1,
      updatedAt: new Date().toISOString(),
    });
  }

  /** Every release of a remote, newest first. */
  async function listReleases(key) {
    const records = await backend.listRecords(remoteOf(key).name);
    return records.sort(
      (a, b) => b.time.localeCompare(a.time) || a.version.localeCompare(b.version),
    );
  }

  /** A release's record, or a refusal naming the remote's releases. */
  async function releaseOf(app, version) {
    const record = isReleaseVersion(version) ? await backend.readRecord(app.name, version) : null;
    if (record) return record;
    const known = (await listReleases(app.name)).map((release) => release.version);
    throw new ReleaseError(
      `Unknown version "${version ?? ''}" of ${app.name}: ` +
        (known.length
          ? `its releases are ${known.join(', ')}.`
          : `it has no releases yet (npm run release -w ${app.dir}).`),
      'VERSION',
    );
  }

  /**
   * Deletes the oldest releases beyond RELEASES_KEEP, never one a channel names (stable, canary or
   * a previous stable that rollback may return to).
   */
  async function prune(app) {
    const channels = await readChannels(app.name);
    const named = new Set(
      [channels.stable, channels.canary?.version, ...channels.previous].filter(Boolean),
    );
    const removed = [];
    for (const release of (await listReleases(app.name)).slice(keepCount(env))) {
      if (named.has(release.version)) continue;
      await backend.deleteRelease(app.name, release.version);
      removed.push(release.version);
    }
    return removed;
  }

  /**
   * Publishes a built dist as a new release: its files, then its record, so a release is whole or
   * absent. The same content again is the same release, left as it is. Returns the release's
   * record and whether it is new.
   */
  async function publish({ remote: key, dist, commit = null, time = new Date() }) {
    const app = remoteOf(key);
    if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
      throw new ReleaseError(`${dist} has no mf-manifest.json: build ${app.dir} first.`, 'BUILD');
    }
    const version = contentHash(dist);
    const existing = await backend.readRecord(app.name, version);
    if (existing) return { release: existing, created: false, pruned: [] };
    const files = filesOf(dist);
    const release = {
      version,
      remote: app.name,
      commit,
      time: time.toISOString(),
      size: files.reduce((sum, file) => sum + fs.statSync(path.join(dist, file)).size, 0),
      files: files.length,
      shared: sharedVersions(dist),
    };
    const created = await backend.writeRelease(app.name, release, dist, files);
    if (!created) {
      // Another publish of the same build finished first: that one is the release.
      return { release: await backend.readRecord(app.name, version), created: false, pruned: [] };
    }
    return { release, created: true, pruned: await prune(app) };
  }

  /** Points stable at a release; the stable it replaces is kept for rollback. */
  async function promote(key, version) {
    const app = remoteOf(key);
    checkShared(app, await releaseOf(app, version), env);
    const channels = await readChannels(app.name);
    if (channels.stable === version) return channels;
    const previous = channels.stable ? [...channels.previous, channels.stable] : channels.previous;
    const canary = channels.canary?.version === version ? null : channels.canary;
    await writeChannels(app, {
      ...channels,
      stable: version,
      previous: previous.slice(-keepCount(env)),
      canary,
    });
    return readChannels(app.name);
  }

  /** Points stable back at the stable before it. */
  async function rollback(key) {
    const app = remoteOf(key);
    const channels = await readChannels(app.name);
    const previous = [...channels.previous];
    const back = previous.pop();
    if (!back) {
      throw new ReleaseError(
        `${app.name} has no earlier stable release to roll back to.`,
        'NO_PREVIOUS',
      );
    }
    await releaseOf(app, back);
    await writeChannels(app, { ...channels, stable: back, previous });
    return readChannels(app.name);
  }

  /** Sends `percent` (1-100) of visitors to a release; `version` null switches the canary off. */
  async function setCanary(key, version, percent) {
    const app = remoteOf(key);
    const channels = await readChannels(app.name);
    if (version === null) {
      await writeChannels(app, { ...channels, canary: null });
      return readChannels(app.name);
    }
    checkShared(app, await releaseOf(app, version), env);
    const share = Number(percent);
    if (!Number.isInteger(share) || share < 1 || share > 100) {
      throw new ReleaseError(
        `The canary's share must be a whole percent from 1 to 100.`,
        'PERCENT',
      );
    }
    if (!channels.stable) {
      throw new ReleaseError(
        `${app.name} has no stable release: promote one before a canary (npm run promote -- ${app.name} <version>).`,
        'NO_STABLE',
      );
    }
    await writeChannels(app, { ...channels, canary: { version, percent: share } });
    return readChannels(app.name);
  }

  /**
   * Switches off the canary of `version` (the canary guard's verdict), written once however many
   * servers apply it: 'stopped' by this call, 'already' by an earlier one (the channels record
   * the last canary stopped), 'absent' when this store never had it on.
   */
  async function stopCanary(key, version) {
    const app = remoteOf(key);
    return backend.clearCanary(app.name, version, new Date().toISOString());
  }

  /** A file of a release (`file` relative to its dist), or null when there is none. */
  async function readFile(key, version, file) {
    const app = remoteOf(key);
    if (!isReleaseVersion(version) || !safeRelative(file)) return null;
    return backend.readFile(app.name, version, file);
  }

  return {
    /** Where the store is, for messages: the folder, or the database's host and name. */
    where: backend.where,
    /** The folder a static host may serve as it is (the folder backend's), else null. */
    folder: backend.folder ?? null,
    readChannels,
    listReleases,
    publish,
    promote,
    rollback,
    setCanary,
    stopCanary,
    readFile,
    close: () => backend.close(),
  };
}

/** A path inside a release: relative, no "..", no hidden part. */
function safeRelative(file) {
  const parts = String(file ?? '').split('/');
  return parts.length > 0 && parts.every((part) => part && !part.startsWith('.'));
}

module.exports = {
  ReleaseError,
  releasesDir,
  keepCount,
  remoteOf,
  contentHash,
  filesOf,
  sharedVersions,
  openStore,
};
