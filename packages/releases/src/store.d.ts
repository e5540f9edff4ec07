// The types of store.js, plain CommonJS so the release commands run it without compiling.

/** The versions of the shared singletons a release was built against (null: not shared). */
export interface SharedVersions {
  react: string | null;
  'react-dom': string | null;
  router: string | null;
}

/** A release's record (release.json in a folder store). */
export interface Release {
  version: string;
  remote: string;
  commit: string | null;
  time: string;
  size: number;
  files: number;
  shared: SharedVersions;
}

/** Where each channel of a remote points (channels.json in a folder store). */
export interface Channels {
  stable: string | null;
  /** Earlier stables, oldest first: rollback returns to the last. */
  previous: string[];
  canary: { version: string; percent: number } | null;
  /** Raised by every change: a server holding a copy sees from it that the channels moved. */
  stamp?: number;
}

export class ReleaseError extends Error {
  code?: string;
}

/** One release store, a folder or a database: the same rules over either. */
export interface ReleaseStore {
  /** Where the store is, for messages. */
  where: string;
  /** The folder a static host may serve as it is (a folder store's), else null. */
  folder: string | null;
  readChannels(remote: string): Promise<Channels>;
  listReleases(remote: string): Promise<Release[]>;
  publish(options: {
    remote: string;
    dist: string;
    commit?: string | null;
    time?: Date;
  }): Promise<{ release: Release; created: boolean; pruned: string[] }>;
  promote(remote: string, version: string): Promise<Channels>;
  rollback(remote: string): Promise<Channels>;
  setCanary(remote: string, version: string | null, percent?: number | string): Promise<Channels>;
  /** Switches off the canary of `version`, once across servers: by this call, earlier, or never on. */
  stopCanary(remote: string, version: string): Promise<'stopped' | 'already' | 'absent'>;
  /** A release's file (path relative to its dist), or null. */
  readFile(remote: string, version: string, file: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

type Env = NodeJS.ProcessEnv;
export function releasesDir(env?: Env, base?: string): string;
export function keepCount(env?: Env): number;
export function remoteOf(key: string | undefined): { name: string; dir: string };
export function contentHash(dir: string): string;
export function filesOf(dir: string): string[];
export function sharedVersions(dir: string): SharedVersions;
/** RELEASES_URI (MongoDB) when set, else the folder RELEASES_DIR (relative to `base`). */
export function openStore(env?: Env, base?: string): ReleaseStore;
