import { Long, type Collection, type Document } from 'mongodb';
import { freshCollection, useTestServer } from './helpers';

const server = useTestServer('cursors');
let coll: Collection;

interface CursorReply {
  cursor: { id: Long; ns: string; firstBatch?: Document[]; nextBatch?: Document[] };
}

const run = async (command: Document): Promise<CursorReply> =>
  (await server().db.command(command)) as unknown as CursorReply;

beforeEach(async () => {
  coll = freshCollection(server());
  await coll.insertMany(Array.from({ length: 25 }, (_, i) => ({ i })));
});

describe('cursors', () => {
  it('returns the first batch with a Long cursor id and the rest through getMore', async () => {
    const first = await run({
      find: coll.collectionName,
      filter: {},
      sort: { i: 1 },
      batchSize: 10,
    });
    expect(first.cursor.firstBatch?.map((d) => d.i as number)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(first.cursor.id).toBeInstanceOf(Long);
    expect(first.cursor.id.isZero()).toBe(false);
    expect(first.cursor.ns).toBe(`${server().dbName}.${coll.collectionName}`);
    const second = await run({
      getMore: first.cursor.id,
      collection: coll.collectionName,
      batchSize: 10,
    });
    expect(second.cursor.nextBatch?.map((d) => d.i as number)).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
    const last = await run({
      getMore: first.cursor.id,
      collection: coll.collectionName,
      batchSize: 10,
    });
    expect(last.cursor.nextBatch?.length).toBe(5);
    expect(Number(last.cursor.id)).toBe(0);
    await expect(
      run({ getMore: first.cursor.id, collection: coll.collectionName }),
    ).rejects.toMatchObject({ code: 43 });
  });

  it('closes a cursor with killCursors', async () => {
    const first = await run({ find: coll.collectionName, batchSize: 2 });
    const killed = (await server().db.command({
      killCursors: coll.collectionName,
      cursors: [first.cursor.id],
    })) as { cursorsKilled: Long[] };
    expect(killed.cursorsKilled.map(String)).toEqual([String(first.cursor.id)]);
    await expect(
      run({ getMore: first.cursor.id, collection: coll.collectionName }),
    ).rejects.toMatchObject({ code: 43 });
  });

  it('iterates everything through the driver with small batches, and a limit closes the cursor', async () => {
    const all = await coll.find({}, { batchSize: 3 }).sort({ i: -1 }).toArray();
    expect(all.map((d) => d.i as number)).toEqual(Array.from({ length: 25 }, (_, i) => 24 - i));
    const limited = await run({
      find: coll.collectionName,
      limit: 5,
      batchSize: 2,
      sort: { i: 1 },
    });
    expect(limited.cursor.firstBatch?.length).toBe(2);
  });

  it('serves aggregate and listCollections through cursors too', async () => {
    const agg = await run({
      aggregate: coll.collectionName,
      pipeline: [{ $sort: { i: 1 } }],
      cursor: { batchSize: 4 },
    });
    expect(agg.cursor.firstBatch?.length).toBe(4);
    expect(agg.cursor.id.isZero()).toBe(false);
    await server().db.command({ killCursors: coll.collectionName, cursors: [agg.cursor.id] });
    const names = (await server().db.listCollections({}, { nameOnly: true }).toArray()).map(
      (c) => c.name,
    );
    expect(names).toContain(coll.collectionName);
  });

  it('expires idle cursors after cursorTimeoutMillis', async () => {
    const admin = server().client.db('admin');
    const was = (await admin.command({ setParameter: 1, cursorTimeoutMillis: 500 })) as {
      was: unknown;
    };
    try {
      const first = await run({ find: coll.collectionName, batchSize: 2 });
      // Idle past the timeout (a real mongod's cursor monitor also needs its 4 s sweep to pass).
      await new Promise((r) => setTimeout(r, server().embedded ? 800 : 5_000));
      const code = await run({ getMore: first.cursor.id, collection: coll.collectionName }).then(
        () => 0,
        (e: { code: number }) => e.code,
      );
      expect(code).toBe(43);
    } finally {
      await admin.command({ setParameter: 1, cursorTimeoutMillis: was.was });
    }
  }, 20_000);
});
