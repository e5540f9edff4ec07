// The release store: every published build of a remote, immutable and addressable, and each
// remote's channels (stable, previous stables, an optional canary with a share of visitors).
// Plain files laid out so that any static host or bucket can serve the folder as it is:
//
//   <RELEASES_DIR>/<remote>/channels.json          { stable, previous, canary, updatedAt }
//   <RELEASES_DIR>/<remote>/<version>/             the remote's dist, unchanged
//   <RELEASES_DIR>/<remote>/<version>/release.json { version, remote, commit, time, size, files, shared }
//
// A version id is the build's content hash, so publishing the same build twice is one release and
// a release's folder is never written again. channels.json is replaced atomically (written
// beside, then renamed), so a reader never sees half of it.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const registry = require('@brightwave/site-registry/apps');
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
const CHANNELS = 'channels.json';
const RELEASE = 'release.json';
/** Files of a dist that are not part of what is deployed. */
const NOT_PUBLISHED = new Set(['.build-stamp']);
/** The shared singletons a release records the versions of, by the name the manifest shares. */
const SINGLETONS = {
  react: 'react',
  'react-dom': 'react-dom',
  router: '@brightwave/web-kit/router',
};

/** A refusal a person can act on: the CLI prints its message and exits 1. */
class ReleaseError extends Error {
  constructor(message, code) {
    super(message);
    this.name = 'ReleaseError';
    this.code = code;
  }
}

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

function remoteDir(app, env) {
  return path.join(releasesDir(env), app.name);
}

function writeJsonAtomic(file, value) {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temp, file);
}

/** A remote's channels; no file yet: no stable, nothing before it, no canary. */
function readChannels(key, env = process.env) {
  const file = path.join(remoteDir(remoteOf(key), env), CHANNELS);
  if (!fs.existsSync(file)) return { stable: null, previous: [], canary: null };
  const channels = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    stable: channels.stable ?? null,
    previous: channels.previous ?? [],
    canary: channels.canary ?? null,
  };
}

function writeChannels(app, env, channels) {
  fs.mkdirSync(remoteDir(app, env), { recursive: true });
  writeJsonAtomic(path.join(remoteDir(app, env), CHANNELS), {
    ...channels,
    updatedAt: new Date().toISOString(),
  });
}

/** Every release of a remote, newest first. */
function listReleases(key, env = process.env) {
  const dir = remoteDir(remoteOf(key), env);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => isReleaseVersion(name) && fs.existsSync(path.join(dir, name, RELEASE)))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name, RELEASE), 'utf8')))
    .sort((a, b) => b.time.localeCompare(a.time) || a.version.localeCompare(b.version));
}

/** A release's record, or a refusal naming the remote's releases. */
function releaseOf(app, version, env) {
  const file = path.join(remoteDir(app, env), String(version ?? ''), RELEASE);
  if (!isReleaseVersion(version) || !fs.existsSync(file)) {
    const known = listReleases(app.name, env).map((release) => release.version);
    throw new ReleaseError(
      `Unknown version "${version ?? ''}" of ${app.name}: ` +
        (known.length
          ? `its releases are ${known.join(', ')}.`
          : `it has no releases yet (npm run release -w ${app.dir}).`),
      'VERSION',
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Deletes the oldest releases beyond RELEASES_KEEP, never one a channel names (stable, canary or
 * a previous stable that rollback may return to).
 */
function prune(app, env) {
  const channels = readChannels(app.name, env);
  const named = new Set(
    [channels.stable, channels.canary?.version, ...channels.previous].filter(Boolean),
  );
  const removed = [];
  for (const release of listReleases(app.name, env).slice(keepCount(env))) {
    if (named.has(release.version)) continue;
    fs.rmSync(path.join(remoteDir(app, env), release.version), { recursive: true, force: true });
    removed.push(release.version);
  }
  return removed;
}

/**
 * Publishes a built dist as a new release: copied into a folder beside the store and renamed into
 * place, so a release is whole or absent. The same content again is the same release, left as
 * it is. Returns the release's record and whether it is new.
 */
function publish({ remote: key, dist, commit = null, time = new Date(), env = process.env }) {
  const app = remoteOf(key);
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
    throw new ReleaseError(`${dist} has no mf-manifest.json: build ${app.dir} first.`, 'BUILD');
  }
  const version = contentHash(dist);
  const target = path.join(remoteDir(app, env), version);
  if (fs.existsSync(path.join(target, RELEASE))) {
    return { release: releaseOf(app, version, env), created: false, pruned: [] };
  }
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
  const incoming = path.join(remoteDir(app, env), `.incoming-${version}-${process.pid}`);
  fs.rmSync(incoming, { recursive: true, force: true });
  fs.mkdirSync(incoming, { recursive: true });
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(incoming, file)), { recursive: true });
    fs.copyFileSync(path.join(dist, file), path.join(incoming, file));
  }
  fs.writeFileSync(path.join(incoming, RELEASE), `${JSON.stringify(release, null, 2)}\n`);
  fs.rmSync(target, { recursive: true, force: true }); // a half-copied folder from a crash
  fs.renameSync(incoming, target);
  return { release, created: true, pruned: prune(app, env) };
}

/** Points stable at a release; the stable it replaces is kept for rollback. */
function promote(key, version, env = process.env) {
  const app = remoteOf(key);
  checkShared(app, releaseOf(app, version, env), env);
  const channels = readChannels(app.name, env);
  if (channels.stable === version) return channels;
  const previous = channels.stable ? [...channels.previous, channels.stable] : channels.previous;
  const canary = channels.canary?.version === version ? null : channels.canary;
  writeChannels(app, env, { stable: version, previous: previous.slice(-keepCount(env)), canary });
  return readChannels(app.name, env);
}

/** Points stable back at the stable before it. */
function rollback(key, env = process.env) {
  const app = remoteOf(key);
  const channels = readChannels(app.name, env);
  const previous = [...channels.previous];
  const back = previous.pop();
  if (!back) {
    throw new ReleaseError(
      `${app.name} has no earlier stable release to roll back to.`,
      'NO_PREVIOUS',
    );
  }
  releaseOf(app, back, env);
  writeChannels(app, env, { ...channels, stable: back, previous });
  return readChannels(app.name, env);
}

/** Sends `percent` (1-100) of visitors to a release; `version` null switches the canary off. */
function setCanary(key, version, percent, env = process.env) {
  const app = remoteOf(key);
  const channels = readChannels(app.name, env);
  if (version === null) {
    writeChannels(app, env, { ...channels, canary: null });
    return readChannels(app.name, env);
  }
  checkShared(app, releaseOf(app, version, env), env);
  const share = Number(percent);
  if (!Number.isInteger(share) || share < 1 || share > 100) {
    throw new ReleaseError(`The canary's share must be a whole percent from 1 to 100.`, 'PERCENT');
  }
  if (!channels.stable) {
    throw new ReleaseError(
      `${app.name} has no stable release: promote one before a canary (npm run promote -- ${app.name} <version>).`,
      'NO_STABLE',
    );
  }
  writeChannels(app, env, { ...channels, canary: { version, percent: share } });
  return readChannels(app.name, env);
}

module.exports = {
  ReleaseError,
  releasesDir,
  keepCount,
  remoteOf,
  contentHash,
  sharedVersions,
  readChannels,
  listReleases,
  publish,
  promote,
  rollback,
  setCanary,
  CHANNELS,
};
