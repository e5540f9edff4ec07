import { ObjectId, type Collection, type Document } from 'mongodb';
import { useTestServer } from './helpers';

const server = useTestServer('query');
let items: Collection;

const names = async (filter: Document): Promise<string[]> =>
  (await items.find(filter).toArray()).map((d) => String(d.name)).sort();

beforeAll(async () => {
  items = server().db.collection('items');
  await items.insertMany([
    {
      name: 'a',
      qty: 5,
      price: 1.5,
      tags: ['red', 'blue'],
      dims: { h: 10, w: 2 },
      sizes: [
        { s: 'S', n: 1 },
        { s: 'M', n: 5 },
      ],
    },
    {
      name: 'b',
      qty: 15,
      price: 10,
      tags: ['red'],
      dims: { h: 2, w: 2 },
      sizes: [{ s: 'L', n: 2 }],
    },
    { name: 'c', qty: 25, tags: [], dims: { h: 7 }, sizes: [], note: null },
    { name: 'd', qty: '30', tags: ['green', 'blue', 'red'], sizes: [{ s: 'M', n: 0 }] },
  ]);
});

describe('query operators', () => {
  it('compares with type bracketing: $gt on numbers skips strings', async () => {
    expect(await names({ qty: { $gt: 10 } })).toEqual(['b', 'c']);
    expect(await names({ qty: { $gte: 5, $lt: 25 } })).toEqual(['a', 'b']);
    expect(await names({ qty: { $lte: 5 } })).toEqual(['a']);
    expect(await names({ qty: { $type: 'string' } })).toEqual(['d']);
  });

  it('handles $in, $nin, $ne, $exists and null', async () => {
    expect(await names({ qty: { $in: [5, 25, 99] } })).toEqual(['a', 'c']);
    expect(await names({ qty: { $nin: [5, 25] } })).toEqual(['b', 'd']);
    expect(await names({ name: { $ne: 'a' } })).toEqual(['b', 'c', 'd']);
    expect(await names({ price: { $exists: false } })).toEqual(['c', 'd']);
    expect(await names({ note: null })).toEqual(['a', 'b', 'c', 'd']);
    expect(await names({ note: { $type: 'null' } })).toEqual(['c']);
  });

  it('matches arrays: element, $all, $size, $elemMatch and positions', async () => {
    expect(await names({ tags: 'blue' })).toEqual(['a', 'd']);
    expect(await names({ tags: { $all: ['red', 'blue'] } })).toEqual(['a', 'd']);
    expect(await names({ tags: { $size: 0 } })).toEqual(['c']);
    expect(await names({ sizes: { $elemMatch: { s: 'M', n: { $gt: 1 } } } })).toEqual(['a']);
    expect(await names({ 'sizes.s': 'M' })).toEqual(['a', 'd']);
    expect(await names({ 'tags.0': 'red' })).toEqual(['a', 'b']);
  });

  it('combines with $and, $or, $nor, $not, $regex and $mod', async () => {
    expect(await names({ $or: [{ qty: 5 }, { 'dims.h': 2 }] })).toEqual(['a', 'b']);
    expect(await names({ $and: [{ tags: 'red' }, { tags: 'blue' }] })).toEqual(['a', 'd']);
    expect(await names({ $nor: [{ tags: 'red' }] })).toEqual(['c']);
    expect(await names({ qty: { $not: { $gt: 10 } } })).toEqual(['a', 'd']);
    expect(await names({ name: { $regex: '^[ab]$' } })).toEqual(['a', 'b']);
    expect(await names({ name: /C/i })).toEqual(['c']);
    expect(await names({ price: { $mod: [5, 0] } })).toEqual(['b']);
  });

  it('sorts across types in BSON order and by nested fields', async () => {
    const byQty = await items
      .find({}, { projection: { _id: 0, name: 1 } })
      .sort({ qty: 1 })
      .toArray();
    expect(byQty.map((d) => String(d.name))).toEqual(['a', 'b', 'c', 'd']);
    const byHeight = await items.find({}).sort({ 'dims.h': -1, name: 1 }).toArray();
    expect(byHeight.map((d) => String(d.name))).toEqual(['a', 'c', 'b', 'd']);
  });

  it('projects inclusions, exclusions and $slice', async () => {
    const doc = await items.findOne(
      { name: 'd' },
      { projection: { _id: 0, name: 1, 'sizes.s': 1 } },
    );
    expect(doc).toEqual({ name: 'd', sizes: [{ s: 'M' }] });
    const excl = await items.findOne({ name: 'b' }, { projection: { sizes: 0, dims: 0, _id: 0 } });
    expect(excl).toEqual({ name: 'b', qty: 15, price: 10, tags: ['red'] });
    const sliced = await items.findOne(
      { name: 'd' },
      { projection: { tags: { $slice: 2 }, _id: 0, name: 1 } },
    );
    expect(sliced).toEqual({ name: 'd', tags: ['green', 'blue'] });
  });

  it('answers distinct and count', async () => {
    expect((await items.distinct('tags')).sort()).toEqual(['blue', 'green', 'red']);
    expect(await items.countDocuments({ tags: 'red' })).toBe(3);
    expect(await items.countDocuments({}, { skip: 1, limit: 2 })).toBe(2);
    expect(await items.estimatedDocumentCount()).toBe(4);
  });

  it('aggregates with $match, $unwind, $group, $sort, $project and $lookup', async () => {
    const perTag = await items
      .aggregate([
        { $match: { tags: { $ne: [] } } },
        { $unwind: '$tags' },
        { $group: { _id: '$tags', n: { $sum: 1 } } },
        { $sort: { n: -1, _id: 1 } },
      ])
      .toArray();
    expect(perTag).toEqual([
      { _id: 'red', n: 3 },
      { _id: 'blue', n: 2 },
      { _id: 'green', n: 1 },
    ]);
    const owners = server().db.collection('owners');
    await owners.insertOne({ _id: new ObjectId(), item: 'a', owner: 'zoe' });
    const joined = await items
      .aggregate([
        { $match: { name: 'a' } },
        { $lookup: { from: 'owners', localField: 'name', foreignField: 'item', as: 'owners' } },
        { $project: { _id: 0, name: 1, who: '$owners.owner' } },
      ])
      .toArray();
    expect(joined).toEqual([{ name: 'a', who: ['zoe'] }]);
  });
});
