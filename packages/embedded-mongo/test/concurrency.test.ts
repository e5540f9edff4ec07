import { MongoClient } from 'mongodb';
import { freshCollection, useTestServer } from './helpers';

const server = useTestServer('concurrency');

describe('many concurrent clients', () => {
  it('serves 20 clients writing and reading at once without losing or mixing replies', async () => {
    const coll = freshCollection(server());
    await coll.createIndex({ client: 1, i: 1 }, { unique: true });
    const clients = await Promise.all(
      Array.from({ length: 20 }, () => MongoClient.connect(server().uri, { maxPoolSize: 3 })),
    );
    try {
      await Promise.all(
        clients.map(async (client, c) => {
          const mine = client.db(server().dbName).collection(coll.collectionName);
          await Promise.all(Array.from({ length: 25 }, (_, i) => mine.insertOne({ client: c, i })));
          const back = await mine.find({ client: c }).sort({ i: 1 }).toArray();
          expect(back.map((d) => d.i as number)).toEqual(Array.from({ length: 25 }, (_, i) => i));
          await mine.updateMany({ client: c }, { $inc: { hits: 1 } });
        }),
      );
      expect(await coll.countDocuments()).toBe(500);
      expect(await coll.countDocuments({ hits: 1 })).toBe(500);
    } finally {
      await Promise.all(clients.map((c) => c.close()));
    }
  }, 30_000);
});
