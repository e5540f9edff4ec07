// Benchmark: npm run bench -w @brightwave/embedded-mongo (builds first; needs --expose-gc for
// the memory figures, which the script passes). Prints a table; figures go in README.md.
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import * as path from 'node:path';

const require = createRequire(import.meta.url);
const { BSON, ObjectId, Int32 } = require('bson');
const { MongoClient } = require('mongodb');
const { start, Engine, runQuery } = require('../dist/index.js');

const N = Number(process.env.BENCH_DOCS ?? 100_000);
const LOOKUPS = 5_000;
const gc = globalThis.gc ?? (() => undefined);

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

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (x) => `${x.toFixed(3)} ms`;
const rows = [];
const row = (name, value, target = '') => {
  rows.push({ name, value, target });
  console.log(`${name.padEnd(58)} ${String(value).padEnd(22)} ${target}`);
};

async function timeAll(n, fn) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

function memory() {
  gc();
  gc();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed, buffers: m.arrayBuffers };
}

/** Starts the CLI in a child process (server and benchmark client then use separate cores). */
function spawnCli(dbPath) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [
      path.join(import.meta.dirname, '..', 'bin', 'embedded-mongo.js'),
      '--port',
      '0',
      '--dbpath',
      dbPath,
    ]);
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /listening on (\S+)/.exec(out);
      if (m)
        resolve({
          uri: m[1],
          stop: () =>
            new Promise((r) => {
              child.once('exit', r);
              child.kill('SIGTERM');
            }),
        });
    });
    child.once('exit', (code) => reject(new Error(`embedded-mongo exited with ${code}`)));
  });
}

async function viaDriver(where) {
  const dbPath = mkdtempSync(path.join(tmpdir(), 'embedded-mongo-bench-'));
  const server = where === 'cli' ? await spawnCli(dbPath) : await start({ port: 0, dbPath });
  const label = where === 'cli' ? 'driver -> CLI process' : 'driver, server in process';
  const client = await MongoClient.connect(server.uri);
  const coll = client.db('bench').collection('users');
  try {
    await coll.createIndex({ email: 1 }, { unique: true });
    await coll.createIndex({ age: 1 });
    const docs = Array.from({ length: N }, (_, i) => makeDoc(i));
    let t = performance.now();
    for (let i = 0; i < N; i += 1000) await coll.insertMany(docs.slice(i, i + 1000));
    const insertMs = performance.now() - t;
    row(
      `${label}: ${N} inserts (insertMany x1000, fsync per batch)`,
      `${(insertMs / 1000).toFixed(2)} s`,
      'target <= 3 s',
    );

    t = performance.now();
    for (let i = 0; i < 1000; i++) await coll.insertOne(makeDoc(N + i));
    row(
      `${label}: 1,000 sequential insertOne (fsync each)`,
      `${((performance.now() - t) / 1000).toFixed(2)} s`,
    );

    for (let i = 0; i < 500; i++) await coll.findOne({ email: `user${i}@example.com` }); // warm-up
    const find = await timeAll(LOOKUPS, (i) =>
      coll.findOne({ email: `user${(i * 7919) % N}@example.com` }),
    );
    row(`${label}: indexed findOne p50 / p99 (loopback)`, `${ms(find.p50)} / ${ms(find.p99)}`);

    const byId = docs.slice(0, LOOKUPS).map((d) => d._id);
    const findId = await timeAll(LOOKUPS, (i) => coll.findOne({ _id: byId[i] }));
    row(`${label}: findOne by _id p50 / p99 (loopback)`, `${ms(findId.p50)} / ${ms(findId.p99)}`);

    const sorted = await timeAll(200, () => coll.find({}).sort({ age: -1 }).limit(20).toArray());
    row(
      `${label}: sort+limit 20 on indexed field over ${N} p50 / p99`,
      `${ms(sorted.p50)} / ${ms(sorted.p99)}`,
    );
    const ranged = await timeAll(200, (i) =>
      coll
        .find({ age: { $gte: i % 80, $lt: (i % 80) + 2 } })
        .sort({ age: 1 })
        .limit(50)
        .toArray(),
    );
    row(`${label}: indexed range + sort + limit 50 p50`, ms(ranged.p50));

    t = performance.now();
    const res = await coll.updateMany(
      { age: { $gte: 45 } },
      { $inc: { score: 1 }, $set: { flagged: true } },
    );
    row(
      `${label}: updateMany of ${res.modifiedCount} docs (indexed filter)`,
      `${((performance.now() - t) / 1000).toFixed(2)} s`,
    );

    t = performance.now();
    const n = await coll.countDocuments({ 'profile.city': 'Oslo' });
    row(
      `${label}: unindexed countDocuments (full scan of ${N + 1000}, ${n} match)`,
      ms(performance.now() - t),
    );
  } finally {
    await client.close();
    await server.stop();
  }
  if (where !== 'cli') {
    // Restart: replay the snapshot and journal the run above left behind.
    const t = performance.now();
    const again = await start({ port: 0, dbPath });
    row(
      `restart: recover ${N + 1000} documents and 3 indexes`,
      `${((performance.now() - t) / 1000).toFixed(2)} s`,
    );
    await again.stop();
  }
  rmSync(dbPath, { recursive: true, force: true });
}

function direct() {
  const before = memory();
  const engine = new Engine(); // in-memory: no journal, measures the engine itself
  const coll = engine.ensureCollection('bench', 'users');
  coll.createIndex({ v: 2, key: { email: 1 }, name: 'email_1', unique: true });
  coll.createIndex({ v: 2, key: { age: 1 }, name: 'age_1' });
  let bsonBytes = 0;
  let t = performance.now();
  for (let i = 0; i < N; i++) {
    const raw = Buffer.from(BSON.serialize(makeDoc(i)));
    bsonBytes += raw.length;
    coll.insert(raw);
  }
  row(
    `direct: ${N} inserts into the engine (serialize + index)`,
    `${((performance.now() - t) / 1000).toFixed(2)} s`,
  );
  const find = (i) =>
    runQuery(coll, { filter: { email: `user${(i * 7919) % N}@example.com` }, limit: 1 });
  for (let i = 0; i < 1000; i++) find(i);
  const times = [];
  for (let i = 0; i < LOOKUPS * 4; i++) {
    const s = performance.now();
    find(i);
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  row(
    'direct: indexed findOne p50 / p99 (in process)',
    `${ms(percentile(times, 50))} / ${ms(percentile(times, 99))}`,
    'target p50 <= 0.2 ms',
  );
  t = performance.now();
  for (let i = 0; i < 200; i++) runQuery(coll, { filter: {}, sort: [['age', -1]], limit: 20 });
  row(`direct: sort+limit 20 on indexed field over ${N} (avg)`, ms((performance.now() - t) / 200));
  const after = memory();
  const used = after.heap - before.heap + (after.buffers - before.buffers);
  row('direct: BSON size of the data', `${(bsonBytes / 2 ** 20).toFixed(1)} MiB`);
  row(
    'direct: heap + buffers held (2 indexes + _id)',
    `${(used / 2 ** 20).toFixed(1)} MiB = ${(used / bsonBytes).toFixed(2)}x BSON`,
    'target <= 3x',
  );
  row(
    'direct: RSS growth',
    `${((after.rss - before.rss) / 2 ** 20).toFixed(1)} MiB = ${((after.rss - before.rss) / bsonBytes).toFixed(2)}x BSON`,
  );
  return engine;
}

console.log(
  `embedded-mongo benchmark: ${N} documents, node ${process.version}, ${process.platform}/${process.arch}, ` +
    `${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} (wall-clock figures suffer on a busy machine)`,
);
const engine = direct();
await engine.close();
await viaDriver('in-process');
if (!process.env.BENCH_SKIP_CLI) await viaDriver('cli');

// The same figures as a Markdown table, for README.md.
console.log('\n| measurement | result | target |\n|---|---|---|');
for (const r of rows) console.log(`| ${r.name} | ${r.value} | ${r.target} |`);
