import { type Document } from 'mongodb';
import { useServerAndCollection } from './helpers';

const { server, coll } = useServerAndCollection('indexes');

/** executionStats of a find, as both mongod and embedded-mongo report them. */
async function stats(
  filter: Document,
  options: { sort?: Document; limit?: number } = {},
): Promise<{
  nReturned: number;
  totalDocsExamined: number;
}> {
  let cursor = coll().find(filter);
  if (options.sort) cursor = cursor.sort(options.sort);
  if (options.limit) cursor = cursor.limit(options.limit);
  const plan = (await cursor.explain('executionStats')) as {
    executionStats: { nReturned: number; totalDocsExamined: number };
  };
  return plan.executionStats;
}

describe('index management', () => {
  it('creates, lists and drops single, compound, unique and sparse indexes', async () => {
    await coll().createIndex({ email: 1 }, { unique: true });
    await coll().createIndex({ last: 1, first: -1 });
    await coll().createIndex({ nick: 1 }, { sparse: true, name: 'by_nick' });
    const listed = await coll().listIndexes().toArray();
    expect(listed.map((i) => String(i.name))).toEqual([
      '_id_',
      'email_1',
      'last_1_first_-1',
      'by_nick',
    ]);
    expect(listed[1]).toMatchObject({ key: { email: 1 }, unique: true });
    await coll().dropIndex('by_nick');
    expect((await coll().listIndexes().toArray()).map((i) => String(i.name))).not.toContain(
      'by_nick',
    );
    await expect(coll().dropIndex('nope')).rejects.toMatchObject({ code: 27 });
  });

  it('answers listIndexes on a missing collection with 26 NamespaceNotFound', async () => {
    await expect(coll().listIndexes().toArray()).rejects.toMatchObject({ code: 26 });
  });
});

describe('unique indexes', () => {
  it('rejects a duplicate with code 11000, keyValue and the E11000 message', async () => {
    await coll().createIndex({ name: 1 }, { unique: true });
    await coll().insertOne({ name: 'x' });
    const error = (await coll()
      .insertOne({ name: 'x' })
      .catch((e: unknown) => e)) as Record<string, unknown>;
    expect(error.code).toBe(11000);
    expect(error.keyValue).toEqual({ name: 'x' });
    expect(error.message).toBe(
      `E11000 duplicate key error collection: ${server().dbName}.${coll().collectionName} index: name_1 dup key: { name: "x" }`,
    );
  });

  it('checks updates and compound keys, and frees keys on delete', async () => {
    await coll().createIndex({ a: 1, b: 1 }, { unique: true });
    await coll().insertMany([
      { a: 1, b: 1 },
      { a: 1, b: 2 },
    ]);
    await expect(coll().updateOne({ b: 2 }, { $set: { b: 1 } })).rejects.toMatchObject({
      code: 11000,
      keyValue: { a: 1, b: 1 },
    });
    await coll().deleteOne({ b: 1 });
    await coll().updateOne({ b: 2 }, { $set: { b: 1 } });
    expect(await coll().countDocuments({ a: 1, b: 1 })).toBe(1);
  });

  it('treats missing fields as null unless the index is sparse', async () => {
    await coll().createIndex({ u: 1 }, { unique: true });
    await coll().insertOne({ other: 1 });
    await expect(coll().insertOne({ other: 2 })).rejects.toMatchObject({ code: 11000 });
    const sparse = server().db.collection(`${coll().collectionName}_s`);
    await sparse.createIndex({ u: 1 }, { unique: true, sparse: true });
    await sparse.insertMany([{ other: 1 }, { other: 2 }]);
    expect(await sparse.countDocuments()).toBe(2);
  });

  it('refuses to build a unique index over existing duplicates', async () => {
    await coll().insertMany([{ k: 1 }, { k: 1 }]);
    await expect(coll().createIndex({ k: 1 }, { unique: true })).rejects.toMatchObject({
      code: 11000,
    });
    expect((await coll().listIndexes().toArray()).length).toBe(1);
  });

  it('reports per-document write errors in an unordered insertMany', async () => {
    await coll().createIndex({ k: 1 }, { unique: true });
    const error = (await coll()
      .insertMany([{ k: 1 }, { k: 1 }, { k: 2 }], { ordered: false })
      .catch((e: unknown) => e)) as { code: number; result: { insertedCount: number } };
    expect(error.code).toBe(11000);
    expect(await coll().countDocuments()).toBe(2);
  });
});

describe('queries use indexes instead of scanning', () => {
  beforeEach(async () => {
    await coll().insertMany(
      Array.from({ length: 500 }, (_, i) => ({
        n: i,
        g: i % 10,
        s: `k${String(i).padStart(4, '0')}`,
      })),
    );
    await coll().createIndex({ n: 1 });
    await coll().createIndex({ s: 1 });
  });

  it('equality examines only the matching document', async () => {
    expect(await stats({ n: 250 })).toMatchObject({ nReturned: 1, totalDocsExamined: 1 });
    expect(await stats({ s: 'k0007' })).toMatchObject({ nReturned: 1, totalDocsExamined: 1 });
  });

  it('$in and ranges examine only documents in range', async () => {
    expect(await stats({ n: { $in: [3, 30, 300, 3000] } })).toMatchObject({
      nReturned: 3,
      totalDocsExamined: 3,
    });
    expect(await stats({ n: { $gte: 100, $lt: 110 } })).toMatchObject({
      nReturned: 10,
      totalDocsExamined: 10,
    });
    expect(await stats({ n: { $gt: 495 } })).toMatchObject({ nReturned: 4, totalDocsExamined: 4 });
    expect(await stats({ s: { $lte: 'k0002' } })).toMatchObject({
      nReturned: 3,
      totalDocsExamined: 3,
    });
  });

  it('$or over indexed fields unites index scans', async () => {
    expect(await stats({ $or: [{ n: 7 }, { s: 'k0300' }, { n: { $gte: 498 } }] })).toMatchObject({
      nReturned: 4,
      totalDocsExamined: 4,
    });
  });

  it('sort + limit on an indexed field reads only the first documents', async () => {
    expect(await stats({}, { sort: { n: -1 }, limit: 5 })).toMatchObject({
      nReturned: 5,
      totalDocsExamined: 5,
    });
    const top = await coll().find({}).sort({ n: -1 }).limit(3).toArray();
    expect(top.map((d) => d.n as number)).toEqual([499, 498, 497]);
  });

  it('an unindexed field still scans (the counter is honest)', async () => {
    expect(await stats({ g: 3 })).toMatchObject({ nReturned: 50, totalDocsExamined: 500 });
  });

  it('keeps indexes up to date on update and delete', async () => {
    await coll().updateOne({ n: 10 }, { $set: { n: 10_000 } });
    expect(await coll().countDocuments({ n: 10 })).toBe(0);
    expect(await stats({ n: 10_000 })).toMatchObject({ nReturned: 1, totalDocsExamined: 1 });
    await coll().deleteOne({ n: 10_000 });
    expect(await stats({ n: 10_000 })).toMatchObject({ nReturned: 0, totalDocsExamined: 0 });
  });
});

describe('TTL indexes', () => {
  it('remove expired documents in the background', async () => {
    await server().client.db('admin').command({ setParameter: 1, ttlMonitorSleepSecs: 1 });
    await coll().createIndex({ at: 1 }, { expireAfterSeconds: 1 });
    await coll().insertMany([
      { at: new Date(Date.now() - 60_000), old: true },
      { at: new Date(Date.now() + 3_600_000) },
      { at: 'not a date' },
    ]);
    const deadline = Date.now() + 8_000;
    while ((await coll().countDocuments({ old: true })) > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    expect(await coll().countDocuments({ old: true })).toBe(0);
    expect(await coll().countDocuments()).toBe(2);
  });
});
