/** @jest-environment node */
// The canary guard's hands: the API's verdicts applied to the release store (the whole journey,
// API included: e2e/tests/releases.test.ts).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { start, type EmbeddedMongo } from '@brightwave/embedded-mongo';
import { MongoClient } from 'mongodb';
import { openStore, type Channels } from '@brightwave/releases';
import { startCanaryGuard } from './canary-guard';

const A = 'aaaaaaaaaaaa';
const B = 'bbbbbbbbbbbb';
const C = 'cccccccccccc';
const SECRET = 'the site server secret of this test, 32+';

let api: http.Server;
let apiUrl: string;
let asked = 0;
let store: string;
let mongo: EmbeddedMongo;
const verdict = (version: string) => ({
  remote: 'blog',
  version,
  at: '2026-11-26T02:00:00.000Z',
  reason: 'Switched off automatically: too many errors.',
});

beforeAll(async () => {
  api = http.createServer((req, res) => {
    asked += 1;
    res.setHeader('Content-Type', 'application/json');
    res.end(
      JSON.stringify(
        // The API answers the site's server alone (SITE_SERVER_SECRET).
        req.url === '/api/remote-reports/canary-verdicts' &&
          req.headers['x-site-server-secret'] === SECRET
          ? [verdict(B), verdict(C)]
          : [],
      ),
    );
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
  await mongo?.stop();
});

beforeEach(() => {
  asked = 0;
  store = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-guard-'));
  fs.mkdirSync(path.join(store, 'blog'));
  fs.writeFileSync(
    path.join(store, 'blog/channels.json'),
    JSON.stringify({ stable: A, previous: [], canary: { version: B, percent: 10 } }),
  );
});

afterEach(() => fs.rmSync(store, { recursive: true, force: true }));

const channelsNow = () =>
  JSON.parse(fs.readFileSync(path.join(store, 'blog/channels.json'), 'utf8')) as {
    stable: string;
    canary: unknown;
  };

it('applies a verdict once in a database store, however many shell servers see it', async () => {
  mongo = await start({ port: 0, dbPath: path.join(store, 'db') });
  const env = { RELEASES_URI: `${mongo.uri}/guard` };
  const client = await MongoClient.connect(env.RELEASES_URI);
  await client
    .db()
    .collection<Channels & { _id: string }>('release_channels')
    .insertOne({
      _id: 'blog',
      stable: A,
      previous: [],
      canary: { version: B, percent: 10 },
      stamp: 1,
    });
  await client.close();
  const log: string[] = [];
  const guards = [1, 2, 3].map(() =>
    startCanaryGuard({
      apiUrl,
      secret: SECRET,
      channels: { canaries: () => [{ remote: 'blog', version: B }] },
      env,
      intervalMs: 60_000,
      log: (line) => log.push(line),
    }),
  );
  await Promise.all(guards.map((guard) => guard.check()));
  guards.forEach((guard) => guard.stop());
  const reader = openStore(env);
  expect(await reader.readChannels('blog')).toEqual({
    stable: A,
    previous: [],
    canary: null,
    stamp: 2,
  });
  await reader.close();
  expect(log).toEqual([
    `Canary blog ${B} switched off. Switched off automatically: too many errors.`,
  ]);
});

function guardFor(canaries: { remote: string; version: string }[], log: string[]) {
  return startCanaryGuard({
    apiUrl,
    secret: SECRET,
    channels: { canaries: () => canaries },
    env: { RELEASES_DIR: store },
    intervalMs: 60_000,
    log: (line) => log.push(line),
  });
}

it('switches a condemned canary off in the store, stable untouched, and says why', async () => {
  const log: string[] = [];
  const guard = guardFor([{ remote: 'blog', version: B }], log);
  await guard.check();
  guard.stop();
  expect(channelsNow()).toMatchObject({ stable: A, canary: null });
  expect(log).toEqual([
    `Canary blog ${B} switched off. Switched off automatically: too many errors.`,
  ]);
});

it('leaves a store that does not hold the canary alone, saying once what to run where it is', async () => {
  const log: string[] = [];
  const guard = guardFor([{ remote: 'blog', version: C }], log);
  await guard.check();
  await guard.check();
  guard.stop();
  expect(channelsNow()).toMatchObject({ stable: A, canary: { version: B } });
  expect(log).toEqual([
    `Canary blog ${C} is to be switched off, but this server's release store does not hold it: run "npm run canary -- blog off" where the release store is. Switched off automatically: too many errors.`,
  ]);
});

it('asks nothing while no remote has a canary, and survives an API that is down', async () => {
  const quiet = guardFor([], []);
  await quiet.check();
  quiet.stop();
  expect(asked).toBe(0);
  const down = startCanaryGuard({
    apiUrl: 'http://127.0.0.1:9',
    secret: SECRET,
    channels: { canaries: () => [{ remote: 'blog', version: B }] },
    env: { RELEASES_DIR: store },
    intervalMs: 60_000,
  });
  await expect(down.check()).resolves.toBeUndefined();
  down.stop();
  expect(channelsNow()).toMatchObject({ canary: { version: B } });
});
