import { connect } from 'node:net';
import type { Document } from 'mongodb';
import { freshCollection, useTestServer } from './helpers';

const server = useTestServer('errors');

/** The error code a command fails with (0 when it succeeds). */
const codeOf = (p: Promise<unknown>): Promise<number> =>
  p.then(
    () => 0,
    (e: { code?: number }) => e.code ?? -1,
  );

describe('MongoDB error codes', () => {
  it('answers an unknown command with 59 CommandNotFound', async () => {
    await expect(server().db.command({ frobnicate: 1 })).rejects.toMatchObject({
      code: 59,
      message: expect.stringContaining('frobnicate') as unknown,
    });
  });

  it('answers create of an existing collection with 48 NamespaceExists', async () => {
    const coll = freshCollection(server());
    await server().db.createCollection(coll.collectionName);
    expect(await codeOf(server().db.command({ create: coll.collectionName }))).toBe(48);
  });

  it('rejects a transaction on a standalone with 20 IllegalOperation', async () => {
    const coll = freshCollection(server());
    const session = server().client.startSession();
    try {
      session.startTransaction();
      // The driver rewraps mongod's answer (as for a real standalone); the server's code is kept.
      const error = (await coll.insertOne({ a: 1 }, { session }).catch((e: unknown) => e)) as {
        errorResponse?: { originalError?: { code?: number } };
      };
      expect(error.errorResponse?.originalError?.code).toBe(20);
    } finally {
      await session.endSession();
    }
    expect(await coll.countDocuments()).toBe(0);
  });

  it('handles hello, ping, buildInfo, getParameter and listDatabases', async () => {
    const admin = server().client.db('admin');
    const hello = await admin.command({ hello: 1 });
    expect(hello).toMatchObject({ isWritablePrimary: true, ok: 1 });
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(9);
    expect(await admin.command({ ping: 1 })).toMatchObject({ ok: 1 });
    expect(String((await admin.command({ buildInfo: 1 })).version)).toMatch(/^\d+\.\d+/);
    expect(await admin.command({ getParameter: 1, featureCompatibilityVersion: 1 })).toHaveProperty(
      'featureCompatibilityVersion',
    );
    await freshCollection(server()).insertOne({ a: 1 });
    const dbs = (await admin.command({ listDatabases: 1, nameOnly: true })) as {
      databases: Document[];
    };
    expect(dbs.databases.map((d) => d.name as string)).toContain(server().dbName);
  });

  it('renames and drops collections and databases', async () => {
    const coll = freshCollection(server());
    await coll.insertOne({ a: 1 });
    const renamed = await coll.rename(`${coll.collectionName}_r`);
    expect(await renamed.countDocuments()).toBe(1);
    expect(await renamed.drop()).toBe(true);
    const other = server().client.db(`${server().dbName}_drop`);
    await other.collection('x').insertOne({ a: 1 });
    await other.dropDatabase();
    expect(await other.collection('x').countDocuments()).toBe(0);
  });
});

describe('malformed input', () => {
  it('drops a connection sending garbage and keeps serving others', async () => {
    const { hostname, port } = new URL(
      server()
        .uri.replace(/^mongodb:/, 'http:')
        .split(',')[0] ?? '',
    );
    const closed = await new Promise<boolean>((resolve) => {
      const socket = connect(Number(port) || 27017, hostname, () => {
        const bogus = Buffer.alloc(40, 0xff);
        bogus.writeInt32LE(40, 0);
        bogus.writeInt32LE(2013, 12); // OP_MSG with an unparseable body
        socket.write(bogus);
      });
      socket.on('close', () => resolve(true));
      socket.on('error', () => undefined);
      setTimeout(() => {
        socket.destroy();
        resolve(false);
      }, 5_000);
    });
    expect(closed).toBe(true);
    expect(await server().db.command({ ping: 1 })).toMatchObject({ ok: 1 });
  });
});

describe('honest limits', () => {
  // Features a real MongoDB has and embedded-mongo does not: the embedded server must refuse with
  // 115 CommandNotSupported (never a silently wrong answer); a real server must simply work.
  const expectLimit = async (p: Promise<unknown>): Promise<void> => {
    expect(await codeOf(p)).toBe(server().embedded ? 115 : 0);
  };

  it('collation', async () => {
    const coll = freshCollection(server());
    await coll.insertOne({ name: 'a' });
    await expectLimit(
      coll.find({ name: 'A' }, { collation: { locale: 'en', strength: 2 } }).toArray(),
    );
    // The simple (binary) collation is what the server does anyway: accepted everywhere.
    const simple = await coll.find({ name: 'a' }, { collation: { locale: 'simple' } }).toArray();
    expect(simple).toHaveLength(1);
  });

  it('views', async () => {
    const coll = freshCollection(server());
    await expectLimit(
      server().db.createCollection(`${coll.collectionName}_view`, {
        viewOn: coll.collectionName,
        pipeline: [],
      }),
    );
  });

  it('$out and $text', async () => {
    const coll = freshCollection(server());
    await coll.insertOne({ a: 1 });
    await expectLimit(
      coll.aggregate([{ $match: {} }, { $out: `${coll.collectionName}_out` }]).toArray(),
    );
    if (server().embedded)
      expect(await codeOf(coll.find({ $text: { $search: 'x' } }).toArray())).toBe(115);
    else expect(await codeOf(coll.find({ $text: { $search: 'x' } }).toArray())).toBe(27);
  });

  it('authentication', async () => {
    const code = await codeOf(
      server()
        .client.db('admin')
        .command({
          saslStart: 1,
          mechanism: 'SCRAM-SHA-256',
          payload: Buffer.from('n,,n=u,r=abc'),
        }),
    );
    // A real server without the user answers 18 AuthenticationFailed.
    expect(code).toBe(server().embedded ? 115 : 18);
  });
});
