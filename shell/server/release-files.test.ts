/** @jest-environment node */
// A remote's releases served from the release store: a folder, and a database on the embedded
// MongoDB (RELEASES_URI) through the server's bounded disk cache.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import express from 'express';
import { start, type EmbeddedMongo } from '@brightwave/embedded-mongo';
import { openStore, type ReleaseStore } from '@brightwave/releases';
import { serveReleases, type ReleaseFiles } from './release-files';

const CHUNK = 'chunk.0123abcd.js';
const chunkBody = `/* ${'the chunk '.repeat(200)} */`;
/** Bigger than the chunk's brotli copy (the cache's bound test needs it). */
const ENTRY = `/* entry ${Array.from({ length: 60 }, (_, i) => i).join(' ')} */`;
let tmp: string;
let mongo: EmbeddedMongo;
let databases = 0;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-release-files-'));
  mongo = await start({ port: 0, dbPath: path.join(tmp, 'db') });
});
afterAll(async () => {
  await mongo.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A remote's build: its manifest, remoteEntry.js, and a hashed chunk with its brotli copy. */
function fakeDist(): string {
  const dist = fs.mkdtempSync(path.join(tmp, 'dist-'));
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), ENTRY);
  fs.writeFileSync(path.join(dist, CHUNK), chunkBody);
  fs.writeFileSync(path.join(dist, `${CHUNK}.br`), brotliCompressSync(chunkBody));
  return dist;
}

/** The store with its file reads counted. */
function counted(store: ReleaseStore) {
  const reads: string[] = [];
  const readFile: ReleaseStore['readFile'] = (remote, version, file) => {
    reads.push(file);
    return store.readFile(remote, version, file);
  };
  return { store: { ...store, readFile }, reads };
}

async function serve(files: ReleaseFiles) {
  const app = express();
  app.use('/releases', files.router);
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/releases`;
  return {
    url,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await files.close();
    },
  };
}

describe.each(['folder', 'database'])('a release store in a %s', (kind) => {
  let env: NodeJS.ProcessEnv;
  beforeEach(() => {
    env =
      kind === 'folder'
        ? { RELEASES_DIR: fs.mkdtempSync(path.join(tmp, 'store-')) }
        : { RELEASES_URI: `${mongo.uri}/files_${databases++}` };
  });

  it("answers channels.json and a release's files with their types, caching and encodings", async () => {
    const publisher = openStore(env);
    const { release } = await publisher.publish({ remote: 'blog', dist: fakeDist() });
    const { store, reads } = counted(openStore(env));
    const server = await serve(serveReleases({ store, remote: 'blog' }));
    try {
      // No channels yet: the shell's server keeps the remote's configured entry.
      expect((await fetch(`${server.url}/channels.json`)).status).toBe(404);
      const entry = await fetch(`${server.url}/${release.version}/remoteEntry.js`);
      expect(entry.status).toBe(200);
      expect(entry.headers.get('content-type')).toMatch(
        /^application\/javascript|^text\/javascript/,
      );
      expect(entry.headers.get('cache-control')).toBe('no-cache');
      expect(await entry.text()).toBe(ENTRY);

      for (let i = 0; i < 3; i++) {
        const chunk = await fetch(`${server.url}/${release.version}/${CHUNK}`, {
          headers: { 'accept-encoding': 'br' },
        });
        expect(chunk.status).toBe(200);
        expect(chunk.headers.get('content-encoding')).toBe('br');
        expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(await chunk.text()).toBe(chunkBody); // fetch decodes the brotli body
      }
      const plain = await fetch(`${server.url}/${release.version}/${CHUNK}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(chunkBody);

      expect((await fetch(`${server.url}/${release.version}/missing.js`)).status).toBe(404);
      expect((await fetch(`${server.url}/deadbeef0000/remoteEntry.js`)).status).toBe(404);
      if (kind === 'database') {
        // Each file (and each of its encodings) read from the database once by this server.
        expect(reads.filter((file) => file === CHUNK)).toEqual([CHUNK]);
        expect(reads.filter((file) => file === `${CHUNK}.br`)).toEqual([`${CHUNK}.br`]);
      }
    } finally {
      await server.close();
      await publisher.close();
    }
  });
});

it('keeps the disk cache within its bound, reading an evicted file again when asked', async () => {
  const env = { RELEASES_URI: `${mongo.uri}/files_${databases++}` };
  const publisher = openStore(env);
  const { release } = await publisher.publish({ remote: 'blog', dist: fakeDist() });
  await publisher.close();
  const { store, reads } = counted(openStore(env));
  const cacheDir = fs.mkdtempSync(path.join(tmp, 'cache-'));
  // Room for the chunk and its brotli copy, not for remoteEntry.js as well: both go for it.
  const bound = chunkBody.length + brotliCompressSync(chunkBody).length + 5;
  const server = await serve(serveReleases({ store, remote: 'blog', cacheDir, maxBytes: bound }));
  const get = (file: string) =>
    fetch(`${server.url}/${release.version}/${file}`).then((response) => response.text());
  try {
    expect(await get(CHUNK)).toBe(chunkBody);
    expect(await get('remoteEntry.js')).toBe(ENTRY);
    expect(await get(CHUNK)).toBe(chunkBody);
    const size = fs
      .readdirSync(cacheDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
    expect(size).toBeLessThanOrEqual(bound);
    expect(reads.filter((file) => file === CHUNK)).toEqual([CHUNK, CHUNK]);
  } finally {
    await server.close();
  }
});

it('remembers a bounded number of names the store does not hold', async () => {
  const env = { RELEASES_URI: `${mongo.uri}/files_${databases++}` };
  const publisher = openStore(env);
  const { release } = await publisher.publish({ remote: 'blog', dist: fakeDist() });
  await publisher.close();
  const { store, reads } = counted(openStore(env));
  // Each missing file is three names (itself, .br, .gz): room for the last two files' names.
  const server = await serve(serveReleases({ store, remote: 'blog', maxAbsent: 6 }));
  const status = (file: string) =>
    fetch(`${server.url}/${release.version}/${file}`).then((response) => response.status);
  try {
    for (const file of ['a.js', 'b.js', 'c.js']) expect(await status(file)).toBe(404);
    expect(await status('c.js')).toBe(404);
    expect(reads.filter((file) => file === 'c.js')).toEqual(['c.js']);
    // a.js was forgotten for c.js: asked of the store again, and still 404.
    expect(await status('a.js')).toBe(404);
    expect(reads.filter((file) => file === 'a.js')).toEqual(['a.js', 'a.js']);
  } finally {
    await server.close();
  }
});
