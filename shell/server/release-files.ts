// A remote's releases as its server answers them under `<remote>/releases/`: channels.json (which
// the shell's servers read, release-channels.ts) and each release's files, from the release store.
// A folder store is served as it is; a database store (RELEASES_URI) through a local disk cache:
// a release's files never change, so each is read from the database once per server (its .br and
// .gz beside it too) and then sent as the remote's own files are (static-files.ts: types,
// `immutable` for hashed names, precompressed bodies). The cache keeps at most RELEASES_CACHE_MB
// (default 256), the least recently used files going first, and remembers at most `maxAbsent`
// names the store does not hold (made-up URLs cannot grow it without bound).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import { isReleaseVersion, type ReleaseStore } from '@brightwave/releases';
import { precompressed, setCacheHeaders } from './static-files';

/** How long a server answers channels.json from its copy: well inside the 5 s every server
 * agrees within (the shell's servers read it again each CHANNELS_TTL_MS, 1 s). */
const CHANNELS_COPY_MS = 500;

export interface ReleaseFiles {
  router: Router;
  close(): Promise<void>;
}

export function serveReleases({
  store,
  remote,
  cacheDir,
  maxBytes = 256 * 1024 * 1024,
  maxAbsent = 10_000,
}: {
  store: ReleaseStore;
  remote: string;
  /** The disk cache's folder (default: a new temporary one); removed on close. */
  cacheDir?: string;
  maxBytes?: number;
  /** Names the store does not hold, remembered so that they are not asked for again. */
  maxAbsent?: number;
}): ReleaseFiles {
  const router = express.Router();
  router.get('/channels.json', channelsJson(store, remote));
  if (store.folder) {
    const folder = path.join(store.folder, remote);
    router.use(precompressed(folder));
    router.use(express.static(folder, { index: false, setHeaders: setCacheHeaders }));
    return { router, close: () => store.close() };
  }
  const dir = cacheDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `bw-releases-${remote}-`));
  const cache = diskCache(dir, maxBytes, maxAbsent);
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const [version, ...parts] = req.path.split('/').filter(Boolean);
    if (!isReleaseVersion(version) || !parts.length) return next();
    const file = parts.join('/');
    const variants = [file, `${file}.br`, `${file}.gz`];
    Promise.all(
      variants.map((name) =>
        cache.ensure(`${version}/${name}`, () => store.readFile(remote, version, name)),
      ),
    ).then(() => next(), next);
  });
  router.use(precompressed(dir));
  router.use(express.static(dir, { index: false, setHeaders: setCacheHeaders }));
  return {
    router,
    close: async () => {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** channels.json from the store (404: the remote has no releases), fresh within CHANNELS_COPY_MS. */
function channelsJson(store: ReleaseStore, remote: string): RequestHandler {
  let copy: { at: number; read: ReturnType<ReleaseStore['readChannels']> } | undefined;
  return (_req, res, next) => {
    if (!copy || Date.now() - copy.at >= CHANNELS_COPY_MS) {
      copy = { at: Date.now(), read: store.readChannels(remote) };
      copy.read.catch(() => (copy = undefined));
    }
    copy.read.then((channels) => {
      res.setHeader('Cache-Control', 'no-cache');
      if (!channels.stable && !channels.stamp) return void res.status(404).json({});
      res.json(channels);
    }, next);
  };
}

/**
 * Files fetched once into `dir` (written beside, then renamed), and what the store does not hold
 * remembered as absent (the `maxAbsent` latest); beyond `maxBytes` the least recently used files
 * are removed.
 */
function diskCache(dir: string, maxBytes: number, maxAbsent: number) {
  const kept = new Map<string, number>(); // name -> size, least recently used first
  const absent = new Set<string>();
  const pending = new Map<string, Promise<void>>();
  let total = 0;

  async function fetchInto(name: string, read: () => Promise<Buffer | null>): Promise<void> {
    const body = await read();
    if (!body) {
      absent.add(name);
      // The oldest name first (a Set keeps insertion order).
      if (absent.size > maxAbsent) absent.delete(absent.values().next().value!);
      return;
    }
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, body);
    fs.renameSync(temp, file);
    kept.set(name, body.length);
    total += body.length;
    for (const [old, size] of kept) {
      if (total <= maxBytes || old === name) break;
      fs.rmSync(path.join(dir, old), { force: true });
      kept.delete(old);
      total -= size;
    }
  }

  return {
    /** The file is in the cache (or known absent) once this settles. */
    ensure(name: string, read: () => Promise<Buffer | null>): Promise<void> {
      if (absent.has(name)) return Promise.resolve();
      const size = kept.get(name);
      if (size !== undefined) {
        kept.delete(name); // most recently used: last
        kept.set(name, size);
        return Promise.resolve();
      }
      let fetching = pending.get(name);
      if (!fetching) {
        fetching = fetchInto(name, read).finally(() => pending.delete(name));
        pending.set(name, fetching);
      }
      return fetching;
    },
  };
}
