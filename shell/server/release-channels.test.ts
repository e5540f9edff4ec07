/** @jest-environment node */
// Per-visitor resolution of a remote's release: the sticky place, the canary's share, and
// channels.json read over HTTP again after its TTL (the served whole: e2e/tests/releases.test.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createReleaseChannels,
  entryFor,
  onCanary,
  VISITOR_COOKIE,
  visitorCookie,
  visitorPlace,
} from './release-channels';

const A = 'aaaaaaaaaaaa';
const B = 'bbbbbbbbbbbb';

it('keeps a visitor at the place the cookie holds, and gives a new visitor one', () => {
  expect(visitorPlace(`theme=dark; ${VISITOR_COOKIE}=42`)).toEqual({ place: 42, fresh: false });
  expect(visitorPlace(`${VISITOR_COOKIE}=7; other=1`)).toEqual({ place: 7, fresh: false });
  for (const header of [undefined, '', `${VISITOR_COOKIE}=100`, `x${VISITOR_COOKIE}=3`]) {
    const { place, fresh } = visitorPlace(header);
    expect(fresh).toBe(true);
    expect(place).toBeGreaterThanOrEqual(0);
    expect(place).toBeLessThan(100);
  }
  expect(visitorCookie(42, true)).toBe(
    `${VISITOR_COOKIE}=42; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax`,
  );
  expect(visitorCookie(42, false)).not.toContain('Secure');
});

it("puts the canary's percent of places on it, different places for different remotes", () => {
  const places = Array.from({ length: 100 }, (_, place) => place);
  for (const percent of [1, 10, 50, 100]) {
    expect(places.filter((place) => onCanary('blog', place, percent))).toHaveLength(percent);
  }
  // Ten new visitors in a row: both sides of a 50% canary, whatever the remote's offset.
  const newcomers = Array.from({ length: 10 }, () => visitorPlace(undefined).place);
  expect(new Set(newcomers).size).toBe(10);
  for (const name of ['blog', 'marketing', 'admin', 'chat']) {
    const sides = new Set(newcomers.map((place) => onCanary(name, place, 50)));
    expect(sides).toEqual(new Set([true, false]));
  }
  const blog = places.filter((place) => onCanary('blog', place, 10));
  const marketing = places.filter((place) => onCanary('marketing', place, 10));
  expect(blog).not.toEqual(marketing);
});

it("names stable's release, the canary's for its visitors, and the configured entry without releases", () => {
  const remote = { name: 'blog', entry: 'https://blog.example/mf-manifest.json' };
  const channels = { stable: A, previous: [], canary: { version: B, percent: 10 } };
  const canaryPlace = [...Array(100).keys()].find((place) => onCanary('blog', place, 10))!;
  const stablePlace = [...Array(100).keys()].find((place) => !onCanary('blog', place, 10))!;
  expect(entryFor(remote, channels, canaryPlace)).toBe(
    `https://blog.example/releases/${B}/mf-manifest.json`,
  );
  expect(entryFor(remote, channels, stablePlace)).toBe(
    `https://blog.example/releases/${A}/mf-manifest.json`,
  );
  expect(entryFor(remote, channels, null)).toBe(
    `https://blog.example/releases/${A}/mf-manifest.json`,
  );
  expect(entryFor(remote, undefined, canaryPlace)).toBe(remote.entry);
});

it('reads channels.json again after its TTL, and keeps the last good one while the remote is down', async () => {
  let answer: { status: number; body?: unknown } = { status: 404 };
  const server = http.createServer((req, res) => {
    expect(req.url).toBe('/releases/channels.json');
    res.writeHead(answer.status, { 'Content-Type': 'application/json' });
    res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const remote = { name: 'blog', entry: `${origin}/mf-manifest.json` };
  const channels = createReleaseChannels({ remotes: [remote], ttlMs: 50 });
  const entry = async () => (await channels.resolve(null))[0]!.entry;
  const wait = () => new Promise((resolve) => setTimeout(resolve, 60));
  try {
    expect(await entry()).toBe(remote.entry); // no releases yet
    answer = { status: 200, body: { stable: A, canary: null } };
    expect(await entry()).toBe(remote.entry); // within the TTL: as read
    await wait();
    expect(await entry()).toBe(`${origin}/releases/${A}/mf-manifest.json`);
    answer = { status: 500 };
    await wait();
    expect(await entry()).toBe(`${origin}/releases/${A}/mf-manifest.json`);
    // A version that is not a content hash is not put into a URL.
    answer = { status: 200, body: { stable: '../../evil', canary: null } };
    await wait();
    expect(await entry()).toBe(remote.entry);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
