import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { Long, MongoClient } from 'mongodb';
import { start } from '@brightwave/embedded-mongo';
import { tempDir } from './helpers';

// These tests exercise the embedded server's own files and process, so they always run against
// it (also when MONGODB_URI points the other suites at a real MongoDB).
jest.setTimeout(60_000);

const PKG = path.resolve(__dirname, '..');
const BIN = path.join(PKG, 'bin', 'embedded-mongo.js');

beforeAll(() => {
  // The CLI runs the compiled output; build it so the test never runs stale code.
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', PKG]);
});

interface Child {
  process: ChildProcess;
  uri: string;
}

function spawnCli(dbPath: string): Promise<Child> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, '--port', '0', '--dbpath', dbPath], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (mongodb:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve({ process: child, uri: m[1] });
    });
    child.stderr.on('data', (chunk: Buffer) => reject(new Error(chunk.toString())));
    child.on('exit', (code) =>
      reject(new Error(`embedded-mongo exited with ${String(code)}: ${out}`)),
    );
  });
}

function killHard(child: Child): Promise<void> {
  return new Promise((resolve) => {
    child.process.once('exit', () => resolve());
    child.process.kill('SIGKILL');
  });
}

describe('crash recovery (kill -9 of the CLI process)', () => {
  it('keeps every acknowledged write across two crashes', async () => {
    const data = tempDir();
    const acked = new Set<string>();
    let ackedIncs = 0;
    let attemptedIncs = 0;
    for (let round = 0; round < 2; round++) {
      const child = await spawnCli(data.dir);
      const client = await MongoClient.connect(child.uri, {
        maxPoolSize: 8,
        serverSelectionTimeoutMS: 2000,
      });
      const coll = client.db('crash').collection('docs');
      await coll.updateOne(
        { _id: 'counter' as never },
        { $setOnInsert: { n: 0 } },
        { upsert: true },
      );
      let stop = false;
      const writer = async (w: number): Promise<void> => {
        for (let i = 0; !stop; i++) {
          const id = `r${round}-w${w}-${i}`;
          try {
            await coll.insertOne({ _id: id as never, round, w, i, pad: 'x'.repeat(200) });
            acked.add(id);
            attemptedIncs++;
            await coll.updateOne({ _id: 'counter' as never }, { $inc: { n: 1 } });
            ackedIncs++;
          } catch {
            return;
          }
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      while (acked.size < 150 * (round + 1)) await new Promise((r) => setTimeout(r, 10));
      await killHard(child); // mid-write: four writers have requests in flight
      stop = true;
      await Promise.all(writers);
      await client.close(true);
    }
    const child = await spawnCli(data.dir);
    const client = await MongoClient.connect(child.uri);
    try {
      const coll = client.db('crash').collection('docs');
      const ids = new Set(
        (
          await coll
            .find({ _id: { $ne: 'counter' as never } }, { projection: { _id: 1 } })
            .toArray()
        ).map((d) => String(d._id)),
      );
      const missing = [...acked].filter((id) => !ids.has(id));
      expect(missing).toEqual([]);
      const counter = await coll.findOne({ _id: 'counter' as never });
      expect(counter?.n).toBeGreaterThanOrEqual(ackedIncs);
      expect(counter?.n).toBeLessThanOrEqual(attemptedIncs);
      await coll.insertOne({ after: 'recovery' });
      expect(await coll.countDocuments({ after: 'recovery' })).toBe(1);
    } finally {
      await client.close();
      await killHard(child);
      data.remove();
    }
  });
});

/** Runs fn against a server on dbPath, then stops it. */
async function withServer<T>(dbPath: string, fn: (client: MongoClient) => Promise<T>): Promise<T> {
  const server = await start({ port: 0, dbPath });
  const client = await MongoClient.connect(server.uri);
  try {
    return await fn(client);
  } finally {
    await client.close();
    await server.stop();
  }
}

describe('journal records', () => {
  it('discard a torn final record and keep everything before it', async () => {
    const data = tempDir();
    const journal = path.join(data.dir, 'journal.log');
    await withServer(data.dir, (c) =>
      c
        .db('d')
        .collection('x')
        .insertMany(Array.from({ length: 10 }, (_, i) => ({ i }))),
    );
    // A record header promising 100 bytes followed by only 7: a write cut short by a crash.
    const torn = Buffer.alloc(15);
    torn.writeUInt32LE(100, 0);
    appendFileSync(journal, torn);
    await withServer(data.dir, async (c) => {
      expect(await c.db('d').collection('x').countDocuments()).toBe(10);
      await c.db('d').collection('x').insertOne({ i: 10 });
    });
    // The new record must follow the last intact one, not the torn bytes.
    await withServer(data.dir, async (c) => {
      expect(await c.db('d').collection('x').countDocuments()).toBe(11);
    });
    // A final record with a bad checksum is torn too: dropped, the rest survives.
    const bytes = readFileSync(journal);
    bytes.writeUInt8((bytes.at(-3) ?? 0) ^ 0xff, bytes.length - 3);
    writeFileSync(journal, bytes);
    await withServer(data.dir, async (c) => {
      const docs = await c.db('d').collection('x').find().toArray();
      expect(docs.map((d) => d.i as number).sort((a, b) => a - b)).toEqual([
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
      ]);
    });
    data.remove();
  });

  it('recover indexes: a unique index is still enforced after a restart', async () => {
    const data = tempDir();
    await withServer(data.dir, async (c) => {
      await c.db('d').collection('u').createIndex({ email: 1 }, { unique: true });
      await c.db('d').collection('u').insertOne({ email: 'a@b.c' });
    });
    await withServer(data.dir, async (c) => {
      await expect(c.db('d').collection('u').insertOne({ email: 'a@b.c' })).rejects.toMatchObject({
        code: 11000,
      });
      expect(
        (await c.db('d').collection('u').listIndexes().toArray()).map((i) => String(i.name)),
      ).toEqual(['_id_', 'email_1']);
    });
    data.remove();
  });

  it('replay deletes by exact _id, also for int64 ids beyond 2^53', async () => {
    const data = tempDir();
    const near = [Long.fromString('9007199254740993'), Long.fromString('9007199254740992')];
    await withServer(data.dir, async (c) => {
      const coll = c.db('d').collection<{ _id: Long }>('longs');
      await coll.insertMany(near.map((_id) => ({ _id })));
      await coll.deleteOne({ _id: near[0] });
    });
    await withServer(data.dir, async (c) => {
      const left = await c.db('d').collection('longs').find({}, { promoteLongs: false }).toArray();
      expect(left.map((d) => String(d._id))).toEqual(['9007199254740992']);
    });
    data.remove();
  });

  it('refuse to start on a damaged snapshot, and release the directory', async () => {
    const data = tempDir();
    await withServer(data.dir, (c) => c.db('d').command({ create: 'x' }));
    writeFileSync(path.join(data.dir, 'snapshot.bin'), Buffer.from('not a snapshot at all'));
    await expect(start({ port: 0, dbPath: data.dir })).rejects.toThrow(/damaged/);
    rmSync(path.join(data.dir, 'snapshot.bin'));
    await withServer(data.dir, async (c) => {
      expect(await c.db('d').listCollections().toArray()).toHaveLength(1);
    });
    data.remove();
  });

  it('refuse a second server on the same data directory', async () => {
    const data = tempDir();
    const first = await start({ port: 0, dbPath: data.dir });
    await expect(start({ port: 0, dbPath: data.dir })).rejects.toThrow(/already open|in use/);
    await first.stop();
    data.remove();
  });
});

describe('compaction', () => {
  it('keeps the journal bounded under repeated updates and loses nothing', async () => {
    const data = tempDir();
    const journal = path.join(data.dir, 'journal.log');
    const big = 'y'.repeat(64 * 1024);
    await withServer(data.dir, async (c) => {
      const coll = c.db('d').collection('big');
      await coll.insertOne({ _id: 'doc' as never, v: 0, big });
      // 320 updates of a 64 KiB document write ~20 MiB of journal without compaction.
      for (let v = 1; v <= 320; v++) await coll.updateOne({ _id: 'doc' as never }, { $set: { v } });
      expect(statSync(journal).size).toBeLessThan(17 * 1024 * 1024);
      expect(existsSync(path.join(data.dir, 'snapshot.bin'))).toBe(true);
      const res = await c.db('d').command({ compact: 'big' });
      expect(res.ok).toBe(1);
      expect(statSync(journal).size).toBeLessThan(1024);
    });
    await withServer(data.dir, async (c) => {
      expect(
        await c
          .db('d')
          .collection('big')
          .findOne({ _id: 'doc' as never }, { projection: { big: 0 } }),
      ).toEqual({ _id: 'doc', v: 320 });
    });
    data.remove();
  });
});
