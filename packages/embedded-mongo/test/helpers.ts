import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { MongoClient, ObjectId, type Collection, type Db, type Document } from 'mongodb';
import { start, type EmbeddedMongo } from '@brightwave/embedded-mongo';

/**
 * One server per test file: a real MongoDB when MONGODB_URI is set (each file gets its own
 * database), otherwise the embedded server on a random port with a throw-away data directory.
 */
export interface TestServer {
  uri: string;
  /** A database name unique to this file and run. */
  dbName: string;
  /** True when running against the embedded server (not MONGODB_URI). */
  embedded: boolean;
  client: MongoClient;
  db: Db;
  stop(): Promise<void>;
}

let counter = 0;

export async function startTestServer(label: string): Promise<TestServer> {
  const dbName = `t_${label}_${process.pid}_${counter++}`;
  const external = process.env.MONGODB_URI;
  let server: EmbeddedMongo | undefined;
  let dbPath: string | undefined;
  let uri: string;
  if (external) uri = external;
  else {
    dbPath = mkdtempSync(path.join(tmpdir(), 'embedded-mongo-test-'));
    server = await start({ port: 0, dbPath });
    uri = server.uri;
  }
  const client = await MongoClient.connect(uri);
  const db = client.db(dbName);
  return {
    uri,
    dbName,
    embedded: !external,
    client,
    db,
    async stop() {
      if (external) await db.dropDatabase();
      await client.close();
      await server?.stop();
      if (dbPath) rmSync(dbPath, { recursive: true, force: true });
    },
  };
}

/** A fresh data directory for tests that manage the embedded server themselves. */
export function tempDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'embedded-mongo-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts a server for the enclosing test file (beforeAll) and stops it (afterAll). */
export function useTestServer(label: string): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(label);
  });
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error('test server not started');
    return server;
  };
}

/** A collection no other test touches (names are unique per call). */
export function freshCollection<T extends Document = Document>(
  server: TestServer,
  prefix = 'c',
): Collection<T> {
  return server.db.collection<T>(`${prefix}_${new ObjectId().toHexString()}`);
}

/** A server for the file plus a fresh collection for every test (beforeEach). */
export function useServerAndCollection(label: string): {
  server: () => TestServer;
  coll: () => Collection;
} {
  const server = useTestServer(label);
  let coll: Collection | undefined;
  beforeEach(() => {
    coll = freshCollection(server());
  });
  return {
    server,
    coll: () => {
      if (!coll) throw new Error('no collection before beforeEach');
      return coll;
    },
  };
}
