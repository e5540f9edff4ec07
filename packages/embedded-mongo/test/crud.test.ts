import { type Collection } from 'mongodb';
import { freshCollection, useTestServer } from './helpers';

const server = useTestServer('crud');
let users: Collection;

beforeEach(async () => {
  users = freshCollection(server(), 'users');
  await users.insertMany([
    { name: 'ann', age: 31, tags: ['a', 'b'], address: { city: 'Oslo' } },
    { name: 'bob', age: 25, tags: ['b'], address: { city: 'Rome' } },
    { name: 'cid', age: 40, tags: [], address: { city: 'Oslo' } },
  ]);
});

describe('insert and find', () => {
  it('finds by equality, nested field and array element', async () => {
    expect((await users.findOne({ name: 'bob' }))?.age).toBe(25);
    expect(await users.countDocuments({ 'address.city': 'Oslo' })).toBe(2);
    expect((await users.find({ tags: 'b' }).toArray()).map((u) => String(u.name)).sort()).toEqual([
      'ann',
      'bob',
    ]);
  });

  it('sorts, skips, limits and projects', async () => {
    const docs = await users
      .find({}, { projection: { _id: 0, name: 1 } })
      .sort({ age: -1 })
      .skip(1)
      .limit(1)
      .toArray();
    expect(docs).toEqual([{ name: 'ann' }]);
  });

  it('gives an _id to documents without one and keeps a given _id', async () => {
    const res = await users.insertOne({ _id: 'custom' as never, name: 'dan' });
    expect(res.insertedId).toBe('custom');
    expect(await users.findOne({ _id: 'custom' as never })).toMatchObject({ name: 'dan' });
  });
});
