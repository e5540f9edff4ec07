import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { ObjectId, Int32 } = require('bson');
const { MongoClient } = require('mongodb');
const { start } = require('../dist/index.js');
const makeDoc = (i) => ({
  _id: new ObjectId(),
  email: `user${i}@example.com`,
  name: `User number ${i}`,
  age: i % 90,
  score: new Int32(i % 1000),
  tags: ['alpha', 'beta', i % 2 ? 'odd' : 'even'],
  createdAt: new Date(1_700_000_000_000 + i * 1000),
  profile: { city: ['Oslo', 'Rome', 'Lima', 'Pune'][i % 4], bio: 'x'.repeat(40) },
});
const server = await start({ port: 0, dbPath: '/tmp/eminsprof' + Date.now() });
const client = await MongoClient.connect(server.uri);
const coll = client.db('bench').collection('users');
await coll.createIndex({ email: 1 }, { unique: true });
await coll.createIndex({ age: 1 });
const docs = Array.from({ length: 100000 }, (_, i) => makeDoc(i));
const t = performance.now();
for (let i = 0; i < 100000; i += 1000) await coll.insertMany(docs.slice(i, i + 1000));
console.log('insert', performance.now() - t);
await client.close();
await server.stop();
