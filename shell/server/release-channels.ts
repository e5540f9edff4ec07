// Which release of each remote a visitor gets. A remote's release store is served under its own
// address (`<remote>/releases/`, see serve-app.ts and @brightwave/releases): channels.json
// says which release is stable and which, if any, is the canary for what share of visitors. Each
// visitor holds a sticky place from 0 to 99 (a cookie); a remote's canary takes the visitors whose
// place, shifted by the remote's own offset (so one remote's canary visitors are not every
// remote's), falls below its percent. The page's site config then names that release's manifest
// for the remote, and every chunk of it comes from the same release folder, so a page never mixes
// two versions of one remote. channels.json is read again when older than CHANNELS_TTL_MS (a page
// waits briefly for it), so a moved pointer reaches new page loads within seconds, and a remote
// without releases keeps its configured entry (its dist).
import crypto from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import { isReleaseVersion, type Channels } from '@brightwave/releases';
import type { Remote } from './remote-catalog';
import { refreshCopy, type CopyTimes, type FetchedCopy } from './fetched-copy';
import { settleWithin } from './settle-within';

export const VISITOR_COOKIE = 'bw_visitor';

/**
 * New visitors' places: each 37 after the last (37 is coprime with 100) from a random start, so a
 * few consecutive new visitors spread over the whole range (ten leave no gap wider than 15): a
 * canary gets about its share from its very first visitors, not only on average.
 */
let nextPlace = crypto.randomInt(100);
function newPlace(): number {
  const place = nextPlace;
  nextPlace = (nextPlace + 37) % 100;
  return place;
}

/** The visitor's place (0-99) from the Cookie header, or a new one to set (`fresh`). */
export function visitorPlace(cookieHeader: string | undefined): { place: number; fresh: boolean } {
  const value = parseCookie(cookieHeader ?? '')[VISITOR_COOKIE];
  return value !== undefined && /^\d{1,2}$/.test(value)
    ? { place: Number(value), fresh: false }
    : { place: newPlace(), fresh: true };
}

/** The Set-Cookie value that keeps a visitor's place for a year (no personal data in it). */
export function visitorCookie(place: number, https: boolean): string {
  return stringifySetCookie({
    name: VISITOR_COOKIE,
    value: String(place),
    path: '/',
    maxAge: 31536000,
    sameSite: 'lax',
    httpOnly: true,
    secure: https,
  });
}

/** Where a remote's channels are published, beside its configured manifest. */
export const channelsUrl = (entry: string) => new URL('releases/channels.json', entry).href;
/** A release's manifest. */
export const releaseEntry = (entry: string, version: string) =>
  new URL(`releases/${version}/mf-manifest.json`, entry).href;

/** A remote's offset (0-99), fixed by its name. */
function offsetOf(name: string): number {
  return crypto.createHash('sha256').update(name).digest().readUInt16BE(0) % 100;
}

/** Whether a visitor at `place` is in the canary's share of the remote `name`. */
export function onCanary(name: string, place: number, percent: number): boolean {
  return (place + offsetOf(name)) % 100 < percent;
}

/**
 * The remote as a visitor at `place` gets it (null: nobody on a canary, as for crawlers' sitemap):
 * its release's manifest, with the release's version and the channel that chose it, which the
 * page's error reports name (a remote without releases: its configured entry, no version).
 */
export function releaseFor(
  remote: Remote,
  channels: Channels | undefined,
  place: number | null,
): Remote {
  const canary = channels?.canary;
  if (canary && place !== null && onCanary(remote.name, place, canary.percent)) {
    const { version } = canary;
    return { ...remote, entry: releaseEntry(remote.entry, version), version, channel: 'canary' };
  }
  const version = channels?.stable;
  return version
    ? { ...remote, entry: releaseEntry(remote.entry, version), version, channel: 'stable' }
    : { ...remote, channel: 'stable' };
}

/** The manifest a visitor at `place` gets. */
export const entryFor = (remote: Remote, channels: Channels | undefined, place: number | null) =>
  releaseFor(remote, channels, place).entry;

/** channels.json as fetched, checked (a version is 12 hex digits), or undefined. */
function parseChannels(value: unknown): Channels | undefined {
  const raw = (value ?? {}) as Partial<Channels>;
  const version = (v: unknown) => (isReleaseVersion(v) ? v : null);
  const stable = version(raw.stable);
  const canaryVersion = version(raw.canary?.version);
  const percent = Number(raw.canary?.percent);
  return {
    stable,
    previous: [],
    canary:
      stable && canaryVersion && percent > 0 && percent <= 100
        ? { version: canaryVersion, percent }
        : null,
  };
}

/** A remote's channels; no value: no releases (404) or never read. */
type Entry = FetchedCopy<Channels>;

export type ReleaseChannels = ReturnType<typeof createReleaseChannels>;

export function createReleaseChannels({
  remotes,
  ttlMs = 1_000,
  timeoutMs = 2_000,
  waitMs = 500,
}: CopyTimes & { remotes: readonly Remote[]; waitMs?: number }) {
  const state = new Map<string, Entry>(remotes.map((remote) => [remote.name, { fetchedAt: 0 }]));

  function refresh(remote: Remote, entry: Entry): Promise<void> {
    return refreshCopy(entry, channelsUrl(remote.entry), timeoutMs, async (response) => {
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return parseChannels(await response.json());
    });
  }

  /**
   * Every remote with the release a visitor at `place` gets, in configured order. The reads that
   * are due are waited for (`waitMs` at most), but with `staleMs` only those of copies older
   * than that (a kept page's lookup: under load, no request waits for a read under way).
   */
  async function resolve(place: number | null, { staleMs = 0 } = {}): Promise<Remote[]> {
    const now = Date.now();
    const due = remotes
      .map((remote) => ({ remote, entry: state.get(remote.name)! }))
      .filter(({ entry }) => now - entry.fetchedAt >= ttlMs)
      .map(({ remote, entry }) => {
        const read = refresh(remote, entry);
        return now - entry.fetchedAt >= staleMs ? read : undefined;
      })
      .filter((read) => read !== undefined);
    if (due.length) await settleWithin(Promise.all(due), waitMs);
    return remotes.map((remote) => releaseFor(remote, state.get(remote.name)!.value, place));
  }

  /** The canaries as last read (a remote's canary, by its name), without fetching. */
  function canaries(): { remote: string; version: string }[] {
    return remotes.flatMap((remote) => {
      const canary = state.get(remote.name)!.value?.canary;
      return canary ? [{ remote: remote.name, version: canary.version }] : [];
    });
  }

  return { resolve, canaries, ttlMs };
}
