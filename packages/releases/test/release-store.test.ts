// The release store and its commands (scripts/releases/cli.js) on a temporary RELEASES_DIR, with
// small dist folders standing in for builds.
// The release store and its commands (scripts/releases/cli.js), with small dist folders standing
// in for builds: the same tests against both stores, a temporary RELEASES_DIR and a database on
// the embedded MongoDB (packages/embedded-mongo) through RELEASES_URI.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { start, type EmbeddedMongo } from '@brightwave/embedded-mongo';
import { openStore, satisfies, type ReleaseStore } from '@brightwave/releases';

const CLI = path.join(__dirname, '../../../scripts/releases/cli.js');
let tmp: string;
let env: NodeJS.ProcessEnv;
let store: ReleaseStore;
let mongo: EmbeddedMongo;
let mongoDir: string;
let databases = 0;

beforeAll(async () => {
  mongoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-releases-db-'));
  mongo = await start({ port: 0, dbPath: mongoDir });
});
afterAll(async () => {
  await mongo.stop();
  fs.rmSync(mongoDir, { recursive: true, force: true });
});

describe.each(['folder', 'database'])('the release store in a %s', (kind) => {
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-releases-'));
    env = { ...process.env, RELEASES_KEEP: '3' };
    delete env.RELEASES_URI;
    if (kind === 'folder') env.RELEASES_DIR = path.join(tmp, 'store');
    else env.RELEASES_URI = `${mongo.uri}/releases_${process.pid}_${databases++}`;
    env.LIVE_SHELL = fakeDist('the shell'); // provides react 19.3.1 and react-router 7.18.5
    store = openStore(env);
  });
  afterEach(async () => {
    await store.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  storeTests(kind);
});

/** A dist folder as a remote's build writes it, `text` making its content differ. */
function fakeDist(text: string, { router = '7.18.5', react = '19.3.1' } = {}): string {
  const dist = fs.mkdtempSync(path.join(tmp, 'dist-'));
  fs.writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [
        { name: 'react', version: react },
        { name: 'react-dom', version: '19.3.1' },
        { name: '@brightwave/web-kit/router', version: router },
      ],
    }),
  );
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${text} */`);
  fs.mkdirSync(path.join(dist, 'first-screen'));
  fs.writeFileSync(path.join(dist, 'first-screen', 'blog.1234abcd.html'), `<p>${text}</p>`);
  fs.writeFileSync(path.join(dist, '.build-stamp'), new Date().toISOString());
  return dist;
}

function publish(text: string, minute: number) {
  return store.publish({
    remote: 'blog',
    dist: fakeDist(text),
    commit: 'abc123',
    time: new Date(Date.UTC(2026, 0, 1, 0, minute)),
  });
}

/** The release commands in a process of their own (asynchronously: the embedded database runs in
 * this one). */
async function cli(...args: string[]) {
  const child = spawn(process.execPath, [CLI, ...args], { env });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { status, out, err };
}

function storeTests(kind: string) {
  it('publishes a build under its content hash, with its record, and never writes a release twice', async () => {
    const first = await publish('one', 1);
    expect(first.created).toBe(true);
    expect(first.release).toEqual({
      version: expect.stringMatching(/^[0-9a-f]{12}$/),
      remote: 'blog',
      commit: 'abc123',
      time: '2026-01-01T00:01:00.000Z',
      size: expect.any(Number),
      files: 3,
      shared: { react: '19.3.1', 'react-dom': '19.3.1', router: '7.18.5' },
    });
    const { version } = first.release;
    const read = async (file: string) => (await store.readFile('blog', version, file))?.toString();
    expect(await read('remoteEntry.js')).toBe('/* one */');
    expect(await read('first-screen/blog.1234abcd.html')).toBe('<p>one</p>');
    expect(await read('.build-stamp')).toBeUndefined();
    expect(await read('../channels.json')).toBeUndefined();
    expect(await store.readFile('blog', 'deadbeef0000', 'remoteEntry.js')).toBeNull();

    // The same content (only the build stamp differs) is the same release, left untouched.
    const again = await publish('one', 5);
    expect(again.created).toBe(false);
    expect(again.release).toEqual(first.release);
    expect(await read('remoteEntry.js')).toBe('/* one */');

    const second = await publish('two', 2);
    expect(second.release.version).not.toBe(version);
    expect((await store.listReleases('blog')).map((r) => r.version)).toEqual([
      second.release.version,
      version,
    ]);
  });

  it('moves stable, rolls back, and sets and clears a canary, raising the stamp each time', async () => {
    const versions: string[] = [];
    for (const [i, text] of ['a', 'b', 'c'].entries()) {
      versions.push((await publish(text, i)).release.version);
    }
    const [va, vb, vc] = versions as [string, string, string];
    expect(await store.readChannels('blog')).toEqual({
      stable: null,
      previous: [],
      canary: null,
      stamp: 0,
    });
    await store.promote('blog', va);
    await store.promote('mfe-blog', vb); // by folder too
    expect(await store.readChannels('blog')).toEqual({
      stable: vb,
      previous: [va],
      canary: null,
      stamp: 2,
    });

    await store.setCanary('blog', vc, 50);
    expect((await store.readChannels('blog')).canary).toEqual({ version: vc, percent: 50 });
    // Promoting the canary's release ends the canary.
    await store.promote('blog', vc);
    expect(await store.readChannels('blog')).toMatchObject({
      stable: vc,
      previous: [va, vb],
      canary: null,
      stamp: 4,
    });

    expect((await store.rollback('blog')).stable).toBe(vb);
    expect((await store.rollback('blog')).stable).toBe(va);
    await expect(store.rollback('blog')).rejects.toThrow('no earlier stable release');

    await store.setCanary('blog', vb, 10);
    expect((await store.setCanary('blog', null)).canary).toBeNull();
    expect((await store.readChannels('blog')).stamp).toBe(8);
  });

  it('switches a condemned canary off once, however many servers apply the verdict', async () => {
    const stable = (await publish('a', 1)).release.version;
    const canary = (await publish('b', 2)).release.version;
    await store.promote('blog', stable);
    await store.setCanary('blog', canary, 20);
    const servers = [openStore(env), openStore(env), openStore(env)];
    const done = await Promise.all(servers.map((server) => server.stopCanary('blog', canary)));
    await Promise.all(servers.map((server) => server.close()));
    expect(done.sort()).toEqual(['already', 'already', 'stopped']);
    expect(await store.readChannels('blog')).toEqual({
      stable,
      previous: [],
      canary: null,
      stamp: 3,
    });
    // A verdict on a canary no longer on changes nothing.
    expect(await store.stopCanary('blog', stable)).toBe('absent');
    expect((await store.readChannels('blog')).stamp).toBe(3);
  });

  it('keeps the last RELEASES_KEEP releases, and any release a channel names', async () => {
    const versions: string[] = [];
    for (const [i, text] of ['a', 'b', 'c', 'd', 'e'].entries()) {
      versions.push((await publish(text, i)).release.version);
    }
    // Keep is 3: the two oldest went when the fourth and fifth arrived, files and all.
    expect((await store.listReleases('blog')).map((r) => r.version)).toEqual(
      versions.slice(2).reverse(),
    );
    expect(await store.readFile('blog', versions[0]!, 'remoteEntry.js')).toBeNull();
    await store.promote('blog', versions[2]!);
    await publish('f', 6);
    await publish('g', 7);
    const kept = (await store.listReleases('blog')).map((r) => r.version);
    expect(kept).toContain(versions[2]); // stable, however old
    expect(kept).toHaveLength(4);
  });

  it('an upload killed halfway leaves no release and the channels as they were; the next release works', async () => {
    const stable = (await publish('stable', 1)).release.version;
    await store.promote('blog', stable);
    const before = await store.readChannels('blog');
    // A build big enough to be caught halfway: 200 files of 64 KB for the database, 2,000 of 16 KB
    // for the folder (which writes them so fast that 200 may all be written before the kill).
    const [parts, size] = kind === 'folder' ? [2000, 16 * 1024] : [200, 64 * 1024];
    const last = parts - 1;
    const dist = fakeDist('big');
    fs.mkdirSync(path.join(dist, 'assets'));
    for (let i = 0; i < parts; i++) {
      fs.writeFileSync(path.join(dist, 'assets', `part${i}.js`), Buffer.alloc(size, i));
    }
    const child = spawn(process.execPath, [CLI, 'release', 'blog', '--dist', dist], {
      env,
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Killed once some of its files are written, before all are.
    await until(async () => (await filesWritten()) >= 20);
    child.kill('SIGKILL');
    await exited;
    expect(await filesWritten()).toBeLessThan(parts);

    expect((await store.listReleases('blog')).map((r) => r.version)).toEqual([stable]);
    expect(await store.readChannels('blog')).toEqual(before);

    const again = await cli('release', 'blog', '--dist', dist);
    expect(again.status).toBe(0);
    const version = again.out.trim().split('\n').at(-1)!;
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(
      (await store.readFile('blog', version, `assets/part${last}.js`))?.equals(
        Buffer.alloc(size, last),
      ),
    ).toBe(true);
    // Idempotent: the same build again is the same version, on the last line.
    const twice = await cli('release', 'blog', '--dist', dist);
    expect(twice.out.trim().split('\n').at(-1)).toBe(version);
    expect(twice.out).toContain('is already released');
    expect((await cli('promote', 'blog', version)).status).toBe(0);
    // The killed upload's files went when the build was released whole.
    expect(await filesWritten()).toBe(parts);
  });

  /** The big build's files written so far, half-written uploads' too. */
  async function filesWritten(): Promise<number> {
    if (kind === 'folder') {
      return fs
        .readdirSync(path.join(env.RELEASES_DIR!, 'blog'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.startsWith('part')).length;
    }
    const client = await MongoClient.connect(env.RELEASES_URI!);
    try {
      const files = client.db().collection('release_files.files');
      return await files.countDocuments({ filename: { $regex: '/assets/part' } });
    } finally {
      await client.close();
    }
  }

  it('refuses unknown remotes, unknown versions and bad shares, saying what exists', async () => {
    const version = (await publish('one', 1)).release.version;
    expect(await cli('promote', 'blgo', version)).toEqual({
      status: 1,
      out: '',
      err: 'Unknown remote "blgo": expected one of marketing, blog, admin, chat.\n',
    });
    expect((await cli('promote', 'shell', version)).status).toBe(1);
    expect(await cli('promote', 'blog', 'deadbeef0000')).toEqual({
      status: 1,
      out: '',
      err: `Unknown version "deadbeef0000" of blog: its releases are ${version}.\n`,
    });
    expect((await cli('canary', 'marketing', version, '50')).err).toBe(
      `Unknown version "${version}" of marketing: it has no releases yet (npm run release -w mfe-marketing).\n`,
    );
    expect((await cli('canary', 'blog', version, '50')).err).toMatch(/has no stable release/);
    expect((await cli('rollback', 'blog')).err).toMatch(/no earlier stable release/);

    expect(await cli('promote', 'blog', version)).toMatchObject({ status: 0, err: '' });
    const second = (await publish('two', 2)).release.version;
    expect((await cli('canary', 'blog', second, '0')).err).toMatch(/whole percent from 1 to 100/);
    expect(await cli('canary', 'blog', second, '25')).toMatchObject({ status: 0 });
    const listing = await cli('releases', 'blog');
    expect(listing.status).toBe(0);
    expect(listing.out).toContain(`${version}  2026-01-01T00:01:00.000Z  commit abc123`);
    expect(listing.out).toContain('<- stable');
    expect(listing.out).toContain(`canary: ${second} for 25% of visitors`);
    expect(await cli('canary', 'blog', 'off')).toMatchObject({
      status: 0,
      out: 'blog: canary off\n',
    });
  });

  it('refuses to promote or canary a release whose shared singletons the live shell cannot serve', async () => {
    const ok = (await publish('fine', 1)).release.version;
    await store.promote('blog', ok);
    const router8 = await store.publish({
      remote: 'blog',
      dist: fakeDist('new router', { router: '8.0.0' }),
    });
    expect(router8.release.shared.router).toBe('8.0.0');
    const message =
      `blog ${router8.release.version} was built against router 8.0.0 (the shell has 7.18.5): ` +
      "the live shell cannot serve it. Rebuild it against the shell's versions, or ship a shell " +
      'that provides them first.';
    await expect(store.promote('blog', router8.release.version)).rejects.toThrow(message);
    await expect(store.setCanary('blog', router8.release.version, 10)).rejects.toThrow(message);
    const newerReact = await store.publish({
      remote: 'blog',
      dist: fakeDist('react', { react: '19.4.0' }),
    });
    await expect(store.promote('blog', newerReact.release.version)).rejects.toThrow(
      'react 19.4.0 (the shell has 19.3.1)',
    );
    expect(await store.readChannels('blog')).toMatchObject({ stable: ok, canary: null });
    // An older react of the same major is served by the shell's newer one.
    const olderReact = await store.publish({
      remote: 'blog',
      dist: fakeDist('old', { react: '19.2.0' }),
    });
    expect((await store.promote('blog', olderReact.release.version)).stable).toBe(
      olderReact.release.version,
    );
  });
}

/** Waits for `condition`, checked every 20 ms. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}

it.each([
  ['7.18.5', '7.18.5', true],
  ['7.19.0', '7.18.5', true],
  ['7.18.4', '7.18.5', false],
  ['8.0.0', '7.18.5', false],
  ['0.4.2', '0.4.1', true],
  ['0.5.0', '0.4.1', false],
  [null, '7.18.5', false],
])('a shell providing %s serves a release built against %s: %s', (provided, builtWith, ok) => {
  expect(satisfies(provided, builtWith)).toBe(ok);
});
