import { type Document } from 'mongodb';
import { useServerAndCollection } from './helpers';

const { coll } = useServerAndCollection('update');

/** Inserts doc, applies update and returns the stored result without _id. */
async function applied(
  doc: Document,
  update: Document,
  options: Document = {},
): Promise<Document | null> {
  const { insertedId } = await coll().insertOne(doc);
  await coll().updateOne({ _id: insertedId }, update, options);
  return coll().findOne({ _id: insertedId }, { projection: { _id: 0 } });
}

describe('field operators', () => {
  it('$set creates nested paths, $unset removes fields', async () => {
    expect(await applied({ a: 1 }, { $set: { 'b.c.d': 2, a: 3 } })).toEqual({
      a: 3,
      b: { c: { d: 2 } },
    });
    expect(await applied({ a: 1, b: { c: 1, d: 2 } }, { $unset: { 'b.c': '', a: '' } })).toEqual({
      b: { d: 2 },
    });
  });

  it('$inc, $mul, $min, $max and $rename', async () => {
    expect(await applied({ n: 5 }, { $inc: { n: -2, m: 1 } })).toEqual({ n: 3, m: 1 });
    expect(await applied({ n: 5 }, { $mul: { n: 3, z: 2 } })).toEqual({ n: 15, z: 0 });
    expect(await applied({ lo: 5, hi: 5 }, { $min: { lo: 3 }, $max: { hi: 3 } })).toEqual({
      lo: 3,
      hi: 5,
    });
    expect(await applied({ a: 1, b: { c: 2 } }, { $rename: { a: 'x', 'b.c': 'y' } })).toEqual({
      b: {},
      x: 1,
      y: 2,
    });
  });

  it('$currentDate sets a date', async () => {
    const doc = await applied({ a: 1 }, { $currentDate: { at: true } });
    expect(doc?.at).toBeInstanceOf(Date);
    expect(Math.abs((doc?.at as Date).getTime() - Date.now())).toBeLessThan(5000);
  });
});

describe('array operators', () => {
  it('$push with $each, $position, $sort and $slice', async () => {
    expect(await applied({ a: [1] }, { $push: { a: 2 } })).toEqual({ a: [1, 2] });
    expect(await applied({ a: [1, 4] }, { $push: { a: { $each: [2, 3], $position: 1 } } })).toEqual(
      { a: [1, 2, 3, 4] },
    );
    expect(
      await applied({ a: [5, 1] }, { $push: { a: { $each: [3, 9], $sort: -1, $slice: 3 } } }),
    ).toEqual({ a: [9, 5, 3] });
    expect(
      await applied({ a: [{ n: 2 }] }, { $push: { a: { $each: [{ n: 1 }], $sort: { n: 1 } } } }),
    ).toEqual({ a: [{ n: 1 }, { n: 2 }] });
  });

  it('$addToSet, $pop, $pull and $pullAll', async () => {
    expect(await applied({ a: [1, 2] }, { $addToSet: { a: { $each: [2, 3] } } })).toEqual({
      a: [1, 2, 3],
    });
    expect(await applied({ a: [1, 2, 3] }, { $pop: { a: -1 } })).toEqual({ a: [2, 3] });
    expect(await applied({ a: [1, 5, 8] }, { $pull: { a: { $gte: 5 } } })).toEqual({ a: [1] });
    expect(await applied({ a: [{ x: 1 }, { x: 2 }] }, { $pull: { a: { x: 2 } } })).toEqual({
      a: [{ x: 1 }],
    });
    expect(await applied({ a: [1, 2, 1, 3] }, { $pullAll: { a: [1, 3] } })).toEqual({ a: [2] });
  });

  it('refuses array operators on a non-array field (2 BadValue, 14 for $pop)', async () => {
    const { insertedId } = await coll().insertOne({ a: 1 });
    await expect(
      coll().updateOne({ _id: insertedId }, { $push: { a: 2 } } as Document),
    ).rejects.toMatchObject({ code: 2 });
    await expect(
      coll().updateOne({ _id: insertedId }, { $addToSet: { a: 2 } }),
    ).rejects.toMatchObject({ code: 2 });
    await expect(
      coll().updateOne({ _id: insertedId }, { $pop: { a: 1 } } as Document),
    ).rejects.toMatchObject({
      code: 14,
    });
    expect(await coll().findOne({ _id: insertedId }, { projection: { _id: 0 } })).toEqual({ a: 1 });
  });

  it('updates the matched element with $, all with $[] and filtered with $[id]', async () => {
    const { insertedId } = await coll().insertOne({
      grades: [
        { g: 80, n: 0 },
        { g: 90, n: 0 },
        { g: 95, n: 0 },
      ],
    });
    await coll().updateOne({ _id: insertedId, 'grades.g': 90 }, { $set: { 'grades.$.n': 1 } });
    await coll().updateOne({ _id: insertedId }, { $inc: { 'grades.$[].g': 1 } });
    await coll().updateOne(
      { _id: insertedId },
      { $set: { 'grades.$[hi].n': 2 } },
      { arrayFilters: [{ 'hi.g': { $gte: 91 } }] },
    );
    const doc = await coll().findOne({ _id: insertedId });
    expect(doc?.grades).toEqual([
      { g: 81, n: 0 },
      { g: 91, n: 2 },
      { g: 96, n: 2 },
    ]);
  });
});

describe('update semantics', () => {
  it('counts matched and modified documents separately', async () => {
    await coll().insertMany([
      { k: 1, v: 1 },
      { k: 1, v: 2 },
      { k: 2, v: 2 },
    ]);
    const res = await coll().updateMany({ k: 1 }, { $set: { v: 2 } });
    expect(res).toMatchObject({ matchedCount: 2, modifiedCount: 1 });
    const one = await coll().updateOne({ k: 9 }, { $set: { v: 0 } });
    expect(one).toMatchObject({ matchedCount: 0, modifiedCount: 0, upsertedCount: 0 });
  });

  it('upserts from the filter equality fields plus $set and $setOnInsert', async () => {
    const res = await coll().updateOne(
      { email: 'x@y.z', 'profile.age': { $gt: 5 } },
      { $set: { a: 1 }, $setOnInsert: { created: true } },
      { upsert: true },
    );
    expect(res.upsertedCount).toBe(1);
    const doc = await coll().findOne({ _id: res.upsertedId! });
    expect(doc).toEqual({ _id: res.upsertedId, email: 'x@y.z', a: 1, created: true });
    await coll().updateOne(
      { email: 'x@y.z' },
      { $set: { a: 2 }, $setOnInsert: { created: false } },
      { upsert: true },
    );
    expect(await coll().findOne({ email: 'x@y.z' }, { projection: { _id: 0 } })).toEqual({
      email: 'x@y.z',
      a: 2,
      created: true,
    });
  });

  it('replaces a whole document but keeps its _id', async () => {
    const { insertedId } = await coll().insertOne({ a: 1, b: 2 });
    await coll().replaceOne({ _id: insertedId }, { c: 3 });
    expect(await coll().findOne({ _id: insertedId })).toEqual({ _id: insertedId, c: 3 });
  });

  it('rejects changing _id (66) and conflicting operators (40)', async () => {
    const { insertedId } = await coll().insertOne({ a: 1 });
    await expect(coll().updateOne({ _id: insertedId }, { $set: { _id: 5 } })).rejects.toMatchObject(
      {
        code: 66,
      },
    );
    await expect(
      coll().updateOne({ _id: insertedId }, { $set: { a: 1 }, $inc: { a: 1 } }),
    ).rejects.toMatchObject({ code: 40 });
    await expect(coll().updateOne({ _id: insertedId }, { $bogus: { a: 1 } })).rejects.toMatchObject(
      {
        code: 9,
      },
    );
  });

  it('applies pipeline-style updates, keeping untouched fields as stored', async () => {
    const { insertedId } = await coll().insertOne({ a: 2, b: 3, keep: 1.5 });
    await coll().updateOne({ _id: insertedId }, [
      { $set: { sum: { $add: ['$a', '$b'] } } },
      { $unset: 'b' },
    ]);
    expect(await coll().findOne({ _id: insertedId }, { projection: { _id: 0 } })).toEqual({
      a: 2,
      keep: 1.5,
      sum: 5,
    });
    await expect(coll().updateOne({ _id: insertedId }, [{ $match: {} }])).rejects.toMatchObject({
      code: 72,
    });
  });

  it('findOneAndUpdate / Replace / Delete return the document before or after', async () => {
    await coll().insertMany([
      { k: 'a', n: 1 },
      { k: 'b', n: 2 },
    ]);
    const before = await coll().findOneAndUpdate({ k: 'a' }, { $inc: { n: 10 } });
    expect(before?.n).toBe(1);
    const after = await coll().findOneAndUpdate(
      { k: 'a' },
      { $inc: { n: 10 } },
      { returnDocument: 'after', projection: { _id: 0 } },
    );
    expect(after).toEqual({ k: 'a', n: 21 });
    const replaced = await coll().findOneAndReplace(
      { k: 'b' },
      { k: 'b', n: 0 },
      { returnDocument: 'after' },
    );
    expect(replaced?.n).toBe(0);
    const deleted = await coll().findOneAndDelete({}, { sort: { n: -1 } });
    expect(deleted?.k).toBe('a');
    expect(await coll().countDocuments()).toBe(1);
  });

  it('deletes one or many', async () => {
    await coll().insertMany([{ k: 1 }, { k: 1 }, { k: 2 }]);
    expect((await coll().deleteOne({ k: 1 })).deletedCount).toBe(1);
    expect((await coll().deleteMany({})).deletedCount).toBe(2);
  });
});
