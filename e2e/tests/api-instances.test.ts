// Two API instances from the build on one database, as behind a load balancer: a graceful stop
// under steady load fails no request that reached the stopping instance and loses no
// acknowledged write, and a crash (kill -9) loses no acknowledged write either.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { start as startDatabase, type EmbeddedMongo } from '@brightwave/embedded-mongo';
import { MongoClient } from 'mongodb';
import { startApi, type ApiProcess } from '../support/api-process';

jest.setTimeout(180_000);

type Outcome = { instance: number; at: number; status?: number; error?: string };

const message = (i: number) => ({
  name: 'Load Test',
  email: `visitor-${i}@example.com`,
  subject: `Message ${i}`,
  message: 'A message sent while an instance stops.',
});

/** One request on a connection of its own; resolves with the status once the body has arrived. */
function send(url: string, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: body ? 'POST' : 'GET',
        agent: false,
        headers: body ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode!));
        res.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A round-robin load balancer with a client behind it: `connections` loops send requests in
 * turn to the instances it holds to be up (every other one a contact message, an acknowledged
 * write; the rest the blog list), each on a connection of its own, while it asks every instance's
 * /health/ready every 100 ms and stops sending to one that is not ready (as a balancer's health
 * check does; an instance that does not answer at all is noticed by the same check).
 */
function balancedLoad(urls: string[], connections = 6) {
  const outcomes: Outcome[] = [];
  const acknowledged: { instance: number; subject: string }[] = [];
  const up = urls.map(() => true);
  let done = false;
  let next = 0;
  const check = async () => {
    while (!done) {
      await Promise.all(
        urls.map(async (url, i) => {
          up[i] = await send(`${url}/health/ready`).then(
            (status) => status === 200,
            () => false,
          );
        }),
      );
      await delay(100);
    }
  };
  const loop = async () => {
    while (!done) {
      const n = next++;
      const live = urls.flatMap((_, i) => (up[i] ? [i] : []));
      const instance = live[n % live.length]!;
      const at = Date.now();
      const write = n % 2 === 0;
      try {
        const status = await send(
          `${urls[instance]}${write ? '/send-email' : '/getblogs?page=1&limit=12&fields=summary'}`,
          write ? JSON.stringify(message(n)) : undefined,
        );
        outcomes.push({ instance, at, status });
        if (write && status === 200) acknowledged.push({ instance, subject: `Message ${n}` });
      } catch (error) {
        outcomes.push({
          instance,
          at,
          error: (error as NodeJS.ErrnoException).code ?? String(error),
        });
      }
    }
  };
  const running = Promise.all([check(), ...Array.from({ length: connections }, loop)]);
  return {
    async stop() {
      done = true;
      await running;
      return { outcomes, acknowledged };
    },
  };
}

describe('two API instances on one database', () => {
  let db: EmbeddedMongo;
  let dbPath: string;
  let instances: ApiProcess[] = [];

  beforeAll(async () => {
    dbPath = await mkdtemp(path.join(os.tmpdir(), 'bw-instances-'));
    db = await startDatabase({ port: 0, host: '127.0.0.1', dbPath });
  });
  afterEach(async () => {
    await Promise.all(instances.map((api) => api.stop()));
    instances = [];
  });
  afterAll(async () => {
    await db?.stop();
    await rm(dbPath, { recursive: true, force: true });
  });

  async function startInstances(dbName: string) {
    const env = {
      MONGODB_URI: db.uri,
      MONGODB_DB_NAME: dbName,
      JWT_SECRET: randomBytes(32).toString('hex'),
      // Out of the way of the load (the limits' sharing has tests of its own).
      RATE_LIMIT_MAX: '100000',
      CONTACT_RATE_LIMIT_MAX: '100000',
      SHUTDOWN_DELAY_MS: '1000',
      LOG_LEVEL: 'info',
    };
    instances = await Promise.all([startApi(env), startApi(env)]);
    return instances;
  }

  async function storedSubjects(dbName: string): Promise<Set<string>> {
    const client = await MongoClient.connect(db.uri);
    try {
      const leads = await client.db(dbName).collection('contactmessages').find().toArray();
      return new Set(leads.map((lead) => String(lead.subject)));
    } finally {
      await client.close();
    }
  }

  it('stops one gracefully under load: not ready first, every request it took answered, no write lost', async () => {
    const dbName = `bw_stop_${randomBytes(3).toString('hex')}`;
    const [stopping, staying] = await startInstances(dbName);
    const load = balancedLoad([stopping!.url, staying!.url]);
    await delay(1500);

    const signalled = Date.now();
    stopping!.signal('SIGTERM');
    // It says so at once, while it still answers everything else.
    let ready: number | undefined;
    for (let i = 0; i < 20 && ready !== 503; i++) {
      ready = await send(`${stopping!.url}/health/ready`);
    }
    expect(ready).toBe(503);
    expect(await send(`${staying!.url}/health/ready`)).toBe(200);
    expect(await send(`${stopping!.url}/getblogs`)).toBe(200);

    expect(await stopping!.exited).toBe(0);
    await delay(500);
    const { outcomes, acknowledged } = await load.stop();

    // Every request the balancer sent to it, before and after the signal, had its full answer.
    const toStopping = outcomes.filter((o) => o.instance === 0);
    expect(toStopping.filter((o) => o.at < signalled).length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.status !== 200)).toEqual([]);
    expect(stopping!.output()).toMatch(/SIGTERM: stopping/);
    expect(stopping!.output()).toMatch(/Database connection closed/);

    const stored = await storedSubjects(dbName);
    expect(acknowledged.filter((a) => a.instance === 0).length).toBeGreaterThan(0);
    expect(acknowledged.filter((a) => !stored.has(a.subject))).toEqual([]);
  });

  it('loses no acknowledged write when one is killed mid-burst', async () => {
    const dbName = `bw_kill_${randomBytes(3).toString('hex')}`;
    const [killed, staying] = await startInstances(dbName);
    const load = balancedLoad([killed!.url, staying!.url]);
    await delay(1500);
    killed!.signal('SIGKILL');
    await killed!.exited;
    await delay(1000);
    const { outcomes, acknowledged } = await load.stop();

    // The survivor answered everything; the killed one's requests in flight may have failed,
    // but whatever it acknowledged is stored.
    expect(outcomes.filter((o) => o.instance === 1 && o.status !== 200)).toEqual([]);
    const stored = await storedSubjects(dbName);
    expect(acknowledged.filter((a) => a.instance === 0).length).toBeGreaterThan(0);
    expect(acknowledged.filter((a) => !stored.has(a.subject))).toEqual([]);
  });
});
