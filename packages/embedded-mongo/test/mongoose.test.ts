import mongoose, { Schema, type Connection } from 'mongoose';
import { useTestServer } from './helpers';

const server = useTestServer('mongoose');
let conn: Connection;

interface Author {
  name: string;
  email: string;
  posts: number;
}
interface Post {
  title: string;
  author: mongoose.Types.ObjectId;
  tags: string[];
}

const authorSchema = new Schema<Author>({
  name: { type: String, required: true },
  email: { type: String, required: true, unique: true },
  posts: { type: Number, default: 0 },
});
const postSchema = new Schema<Post>(
  {
    title: String,
    author: { type: Schema.Types.ObjectId, ref: 'Author' },
    tags: [String],
  },
  { timestamps: true },
);

beforeAll(async () => {
  conn = await mongoose.createConnection(server().uri, { dbName: server().dbName }).asPromise();
  conn.model<Author>('Author', authorSchema);
  conn.model<Post>('Post', postSchema);
  await conn.model('Author').init();
});
afterAll(async () => {
  await conn.close();
});

describe('mongoose models', () => {
  it('creates, finds, populates, updates and counts', async () => {
    const Author = conn.model<Author>('Author');
    const Post = conn.model<Post>('Post');
    const ann = await Author.create({ name: 'Ann', email: 'ann@example.com' });
    await Post.create([
      { title: 'First', author: ann._id, tags: ['x'] },
      { title: 'Second', author: ann._id, tags: ['y'] },
    ]);
    const posts = await Post.find({ author: ann._id })
      .sort({ title: 1 })
      .populate<{ author: Author }>('author')
      .lean();
    expect(posts.map((p) => p.title)).toEqual(['First', 'Second']);
    expect(posts[0]?.author.name).toBe('Ann');
    expect(posts[0]).toHaveProperty('createdAt');

    const updated = await Author.findOneAndUpdate(
      { email: 'ann@example.com' },
      { $inc: { posts: 2 } },
      { returnDocument: 'after' },
    );
    expect(updated?.posts).toBe(2);
    expect(await Post.countDocuments({ tags: 'x' })).toBe(1);
    expect(await Post.estimatedDocumentCount()).toBe(2);
  });

  it('reports a duplicate key on a unique field with code 11000 and keyValue', async () => {
    const Author = conn.model<Author>('Author');
    await Author.create({ name: 'Bob', email: 'bob@example.com' });
    await expect(Author.create({ name: 'Bobby', email: 'bob@example.com' })).rejects.toMatchObject({
      code: 11000,
      keyValue: { email: 'bob@example.com' },
      message: expect.stringContaining('E11000 duplicate key error') as unknown,
    });
  });

  it('saves changes, bulk-writes, distinct, deletes and syncs indexes', async () => {
    const Author = conn.model<Author>('Author');
    const [a, b] = await Author.insertMany([
      { name: 'A', email: 'a@x.io' },
      { name: 'B', email: 'b@x.io', posts: 3 },
    ]);
    if (!a || !b) throw new Error('insertMany returned too few documents');
    a.posts = 7;
    await a.save();
    expect((await Author.findById(a._id).lean())?.posts).toBe(7);
    const res = await Author.bulkWrite([
      { updateOne: { filter: { _id: b._id }, update: { $inc: { posts: 1 } } } },
      { insertOne: { document: { name: 'C', email: 'c@x.io' } } },
      { deleteOne: { filter: { email: 'a@x.io' } } },
    ]);
    expect(res).toMatchObject({ modifiedCount: 1, insertedCount: 1, deletedCount: 1 });
    expect((await Author.distinct('email', { email: /x\.io$/ })).sort()).toEqual([
      'b@x.io',
      'c@x.io',
    ]);
    expect(await Author.syncIndexes()).toEqual([]);
    expect((await Author.deleteMany({ email: /x\.io$/ })).deletedCount).toBe(2);
  });

  it('upserts with findOneAndUpdate and $setOnInsert', async () => {
    const Author = conn.model<Author>('Author');
    const doc = await Author.findOneAndUpdate(
      { email: 'new@example.com' },
      { $setOnInsert: { name: 'New' }, $inc: { posts: 1 } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    expect(doc).toMatchObject({ email: 'new@example.com', name: 'New', posts: 1 });
  });
});
