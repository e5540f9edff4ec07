// Boots the real API on 127.0.0.1 against a real database for e2e specs: the embedded server in a
// fresh folder per test file (or MONGODB_URI with a unique database name), collections emptied
// between tests, everything stopped afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { start } from '@brightwave/embedded-mongo';
import { getConnectionToken } from '@nestjs/mongoose';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { BlogListCache } from '../src/blogs/blog-list-cache';
import { VERSIONS_COLLECTION } from '../src/common/database/shared-version';
import { loadConfig, type AppConfig } from '../src/config/configuration';
import { RateLimiter } from '../src/rate-limit/rate-limiter.service';

export { inOneWindow, waitFor } from './wait-for';

export interface TestDatabase {
  uri: string;
  dbName: string;
  /** Stops the embedded server (absent for an external MongoDB). */
  stop?: () => Promise<void>;
  /** Starts it again on the same port and data folder. */
  restart?: () => Promise<void>;
  dispose(): Promise<void>;
}

export async function tempDir(prefix: string): Promise<string> {
  return mkdtemp(path.join(tmpdir(), `bw-${prefix}-`));
}

/**
 * A database for one test file. `embedded: true` insists on the embedded server even when
 * MONGODB_URI is set, for tests that stop and restart it.
 */
export async function startTestDatabase(
  options: { embedded?: boolean } = {},
): Promise<TestDatabase> {
  const dbName = `bw_test_${randomBytes(4).toString('hex')}`;
  const external = process.env.MONGODB_URI;
  if (external && !options.embedded) {
    return { uri: external, dbName, dispose: async () => {} };
  }
  const dbPath = await tempDir('db');
  let server = await start({ port: 0, host: '127.0.0.1', dbPath });
  const { port } = server;
  let running = true;
  return {
    uri: server.uri,
    dbName,
    stop: async () => {
      await server.stop();
      running = false;
    },
    restart: async () => {
      server = await start({ port, host: '127.0.0.1', dbPath });
      running = true;
    },
    dispose: async () => {
      if (running) await server.stop();
      await rm(dbPath, { recursive: true, force: true });
    },
  };
}

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  url: string;
  connection: Connection;
  /** supertest against the listening HTTP server. */
  http(): ReturnType<typeof request>;
  /** Empties every collection (indexes stay). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The chat models the tests' APIs trained, by what they were trained on: one training a corpus. */
const TRAINED_CHAT_MODELS = path.resolve(__dirname, '../../node_modules/.cache/chat-models');

/**
 * Settings for tests: quiet, quick to give up on a missing database, quick mail retries, and the
 * JWT_SECRET a real database (MONGODB_URI) requires.
 */
export function testEnv(
  db: Pick<TestDatabase, 'uri' | 'dbName'> | undefined,
  dataDir: string,
  env: TestEnv = {},
): TestEnv {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    MONGODB_TIMEOUT_MS: '1000',
    MAIL_WORKER_INTERVAL_MS: '50',
    MAIL_RETRY_BASE_MS: '100',
    MAIL_RETRY_MAX_MS: '400',
    JWT_SECRET: 'test-only-secret-0123456789abcdef0123456789',
    CHAT_MODEL_CACHE_DIR: TRAINED_CHAT_MODELS,
    ...(db ? { MONGODB_URI: db.uri, MONGODB_DB_NAME: db.dbName } : {}),
    ...env,
  };
}

/** Environment variables; one set to undefined is left unset (NODE_ENV, JWT_SECRET). */
export type TestEnv = Record<string, string | undefined>;

export async function startTestApp(
  db: TestDatabase | undefined,
  env: TestEnv = {},
): Promise<TestApp> {
  const dataDir = await tempDir('data');
  const config = loadConfig(testEnv(db, dataDir, env));
  const app = await createApp(config).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const connection = app.get<Connection>(getConnectionToken());
  return {
    app,
    config,
    url,
    connection,
    http: () => request(url),
    reset: async () => {
      // The shared version counters stay: they only ever rise, and deleting them reads as a
      // change on every instance, which would retrain the chat model behind each test (a second
      // of blocked event loop that a test of short mail leases, for one, cannot take).
      const collections = (await connection.db!.listCollections().toArray()).filter(
        (c) => c.name !== VERSIONS_COLLECTION,
      );
      await Promise.all(collections.map((c) => connection.db!.collection(c.name).deleteMany({})));
      app.get(RateLimiter).forgetAll();
      app.get(BlogListCache).forget();
    },
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The API on its own embedded store (no MONGODB_URI), as a local run, with its data in `dataDir`:
 * a folder the caller owns, so an app started again on it finds the same data.
 */
export function startLocalTestApp(dataDir: string, env: TestEnv = {}): Promise<TestApp> {
  return startTestApp(undefined, { DATA_DIR: dataDir, EMBEDDED_MONGO_PORT: '0', ...env });
}

/**
 * The usual set-up of a spec: one database and one app for the file, collections emptied before
 * each test. Read `ctx.api` etc. inside tests (they are set in beforeAll).
 */
export function useTestApp(env: Record<string, string> | (() => Record<string, string>) = {}): {
  api: TestApp;
  db: TestDatabase;
} {
  const ctx = {} as { api: TestApp; db: TestDatabase };
  beforeAll(async () => {
    ctx.db = await startTestDatabase();
    ctx.api = await startTestApp(ctx.db, typeof env === 'function' ? env() : env);
  });
  beforeEach(() => ctx.api.reset());
  afterAll(async () => {
    // On a shared MongoDB the per-file database would otherwise stay behind.
    if (ctx.api && ctx.db && !ctx.db.stop) await ctx.api.connection.dropDatabase();
    await ctx.api?.close();
    await ctx.db?.dispose();
  });
  return ctx;
}

/**
 * Several API instances on one database, as a deployment runs them: `start(env)` adds one (a test
 * may close it itself, to stop an instance mid-way); every one is closed and the database removed
 * after the describe block's tests.
 */
export function useTestInstances(): { start: (env?: TestEnv) => Promise<TestApp> } {
  let db: TestDatabase;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    db = await startTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => undefined);
    await db?.dispose();
  });
  return {
    async start(env = {}) {
      const app = await startTestApp(db, env);
      apps.push(app);
      return app;
    },
  };
}
