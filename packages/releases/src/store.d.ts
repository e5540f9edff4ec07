// The types of store.js, plain CommonJS so the release commands run it without compiling.

/** The versions of the shared singletons a release was built against (null: not shared). */
export interface SharedVersions {
  react: string | null;
  'react-dom': string | null;
  router: string | null;
}

/** release.json, beside a release's files. */
export interface Release {
  version: string;
  remote: string;
  commit: string | null;
  time: string;
  size: number;
  files: number;
  shared: SharedVersions;
}

/** channels.json: where each channel of a remote points. */
export interface Channels {
  stable: string | null;
  /** Earlier stables, oldest first: rollback returns to the last. */
  previous: string[];
  canary: { version: string; percent: number } | null;
}

export class ReleaseError extends Error {
  code?: string;
}

type Env = NodeJS.ProcessEnv;
export const CHANNELS: 'channels.json';
export function releasesDir(env?: Env, base?: string): string;
export function keepCount(env?: Env): number;
export function remoteOf(key: string | undefined): { name: string; dir: string };
export function contentHash(dir: string): string;
export function sharedVersions(dir: string): SharedVersions;
export function readChannels(remote: string, env?: Env): Channels;
export function listReleases(remote: string, env?: Env): Release[];
export function publish(options: {
  remote: string;
  dist: string;
  commit?: string | null;
  time?: Date;
  env?: Env;
}): { release: Release; created: boolean; pruned: string[] };
export function promote(remote: string, version: string, env?: Env): Channels;
export function rollback(remote: string, env?: Env): Channels;
export function setCanary(
  remote: string,
  version: string | null,
  percent?: number | string,
  env?: Env,
): Channels;
