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
import type { Blog } from '@brightwave/contracts';
import { makeImage } from '../../api/test/images';
import { TestSmtpServer } from '../../api/test/smtp';
import { inOneWindow, waitFor } from '../../api/test/wait-for';
import { startApi, type ApiProcess } from '@brightwave/testing/api-process';
import { postForm } from '../support/api-session';

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

const PAGE = '/getblogs?page=1&limit=12&fields=summary';
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The contact limit's window in the test that counts it across instances (the default's). */
const CONTACT_WINDOW_MS = 10 * 60_000;

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

  async function startInstances(dbName: string, overrides: NodeJS.ProcessEnv = {}) {
    const env = {
      MONGODB_URI: db.uri,
      MONGODB_DB_NAME: dbName,
      JWT_SECRET: randomBytes(32).toString('hex'),
      // Out of the way of the load (the limits' sharing has tests of its own).
      RATE_LIMIT_MAX: '100000',
      CONTACT_RATE_LIMIT_MAX: '100000',
      SHUTDOWN_DELAY_MS: '1000',
      LOG_LEVEL: 'info',
      ...overrides,
    };
    const started = await Promise.all([startApi(env), startApi(env)]);
    instances = started;
    return started;
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
    const load = balancedLoad([stopping.url, staying.url]);
    await delay(1500);

    const signalled = Date.now();
    stopping.signal('SIGTERM');
    // It says so at once, while it still answers everything else.
    let ready: number | undefined;
    for (let i = 0; i < 20 && ready !== 503; i++) {
      ready = await send(`${stopping.url}/health/ready`);
    }
    expect(ready).toBe(503);
    expect(await send(`${staying.url}/health/ready`)).toBe(200);
    expect(await send(`${stopping.url}/getblogs`)).toBe(200);

    expect(await stopping.exited).toBe(0);
    await delay(500);
    const { outcomes, acknowledged } = await load.stop();

    // Every request the balancer sent to it, before and after the signal, had its full answer.
    const toStopping = outcomes.filter((o) => o.instance === 0);
    expect(toStopping.filter((o) => o.at < signalled).length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.status !== 200)).toEqual([]);
    expect(stopping.output()).toMatch(/SIGTERM: stopping/);
    expect(stopping.output()).toMatch(/Database connection closed/);

    const stored = await storedSubjects(dbName);
    expect(acknowledged.filter((a) => a.instance === 0).length).toBeGreaterThan(0);
    expect(acknowledged.filter((a) => !stored.has(a.subject))).toEqual([]);
  });

  it('loses no acknowledged write when one is killed mid-burst', async () => {
    const dbName = `bw_kill_${randomBytes(3).toString('hex')}`;
    const [killed, staying] = await startInstances(dbName);
    const load = balancedLoad([killed.url, staying.url]);
    await delay(1500);
    killed.signal('SIGKILL');
    await killed.exited;
    await delay(1000);
    const { outcomes, acknowledged } = await load.stop();

    // The survivor answered everything; the killed one's requests in flight may have failed,
    // but whatever it acknowledged is stored.
    expect(outcomes.filter((o) => o.instance === 1 && o.status !== 200)).toEqual([]);
    const stored = await storedSubjects(dbName);
    expect(acknowledged.filter((a) => a.instance === 0).length).toBeGreaterThan(0);
    expect(acknowledged.filter((a) => !stored.has(a.subject))).toEqual([]);
  });

  it('agree through a round-robin client: sessions, the blog list within a second, likes, limits, one mail each', async () => {
    const smtp = new TestSmtpServer();
    await smtp.start();
    try {
      const dbName = `bw_agree_${randomBytes(3).toString('hex')}`;
      const admin = {
        email: 'owner@example.com',
        password: `pw-${randomBytes(12).toString('hex')}`,
      };
      const [a, b] = await startInstances(dbName, {
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        CONTACT_RATE_LIMIT_MAX: '3',
        CONTACT_RATE_LIMIT_WINDOW_MS: String(CONTACT_WINDOW_MS),
        SMTP_URL: smtp.url,
        MAIL_WORKER_INTERVAL_MS: '200',
      });
      const call = (api: ApiProcess, path: string, init: RequestInit = {}) =>
        fetch(`${api.url}${path}`, init);
      const titlesOn = async (api: ApiProcess) =>
        ((await (await call(api, PAGE)).json()) as Blog[]).map((blog) => blog.title);
      /** How long after `since` `api`'s list first passed `check` (to the start of that request). */
      const listedAfter = (api: ApiProcess, since: number, check: (titles: string[]) => boolean) =>
        waitFor(async () => {
          const asked = Date.now();
          return check(await titlesOn(api)) ? asked - since : undefined;
        });

      // One admin, whichever instance created it; its session works on both.
      const login = await call(a, '/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const auth = { authorization: `Bearer ${token}` };
      for (const api of [a, b])
        expect((await call(api, '/me', { headers: auth })).status).toBe(200);
      const mongo = await MongoClient.connect(db.uri);
      try {
        expect(await mongo.db(dbName).collection('users').countDocuments({ admin: true })).toBe(1);
      } finally {
        await mongo.close();
      }

      // B keeps its list in memory; a post published through A is on it within a second.
      expect(await titlesOn(b)).toEqual([]);
      const form = postForm(
        {
          title: 'Published on A',
          content: '<p>Words from one instance, read on the other.</p>',
          tags: 'Technology',
        },
        await makeImage('png'),
      );
      const created = await call(a, '/createblog', { method: 'POST', headers: auth, body: form });
      expect(created.status).toBe(201);
      const post = (await created.json()) as Blog;
      expect(
        await listedAfter(b, Date.now(), (t) => t.includes('Published on A')),
      ).toBeLessThanOrEqual(1000);

      // A like through B shows on A's list within a second.
      expect(
        (await call(b, `/likeblog/${post._id}`, { method: 'PATCH', headers: auth })).status,
      ).toBe(200);
      const liked = Date.now();
      const likedAfter = await waitFor(async () => {
        const asked = Date.now();
        const blogs = (await (await call(a, PAGE)).json()) as Blog[];
        return blogs[0]?.likes.length === 1 ? asked - liked : undefined;
      });
      expect(likedAfter).toBeLessThanOrEqual(1000);

      // A delete through B leaves A's list within a second.
      expect(
        (await call(b, `/deleteblog/${post._id}`, { method: 'DELETE', headers: auth })).status,
      ).toBe(200);
      expect(await listedAfter(a, Date.now(), (t) => t.length === 0)).toBeLessThanOrEqual(1000);

      // One visitor's contact limit (3) counts on both instances together.
      const contact = (api: ApiProcess, i: number) =>
        call(api, '/send-email', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(message(i)),
        });
      await inOneWindow(CONTACT_WINDOW_MS);
      const statuses = [];
      for (const [i, api] of [a, b, a, b].entries()) statuses.push((await contact(api, i)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);

      // Both mail workers run; each message reaches the company once.
      // The company's copy names the message's subject ("...: Message 0").
      const toCompany = () =>
        smtp.received.filter((mail) => /: Message \d$/.test(mail.headers.subject ?? ''));
      await waitFor(() => toCompany().length >= 3, {
        timeoutMs: 15_000,
        what: 'three mails to the company',
      });
      await delay(1000);
      const subjects = toCompany().map((mail) => mail.headers.subject);
      expect(new Set(subjects).size).toBe(subjects.length);
    } finally {
      await smtp.stop();
    }
  });
});
