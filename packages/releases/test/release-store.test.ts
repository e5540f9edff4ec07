// The release store and its commands (scripts/releases/cli.js) on a temporary RELEASES_DIR, with
// small dist folders standing in for builds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as store from '@brightwave/releases';

const CLI = path.join(__dirname, '../../../scripts/releases/cli.js');
let tmp: string;
let env: NodeJS.ProcessEnv;

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-releases-'));
  env = { ...process.env, RELEASES_DIR: path.join(tmp, 'store'), RELEASES_KEEP: '3' };
  env.LIVE_SHELL = fakeDist('the shell'); // provides react 19.3.1 and react-router 7.18.5
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

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
    env,
  });
}

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, [CLI, ...args], { env, encoding: 'utf8' });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

it('publishes a build under its content hash, with its record, and never writes a release twice', () => {
  const first = publish('one', 1);
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
  const folder = path.join(env.RELEASES_DIR!, 'blog', first.release.version);
  // The layout a static host serves as it is: the dist's files under <remote>/<version>/.
  expect(fs.readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8')).toBe('/* one */');
  expect(fs.existsSync(path.join(folder, 'first-screen/blog.1234abcd.html'))).toBe(true);
  expect(fs.existsSync(path.join(folder, '.build-stamp'))).toBe(false);
  const written = fs.statSync(path.join(folder, 'remoteEntry.js')).mtimeMs;

  // The same content (only the build stamp differs) is the same release, left untouched.
  const again = publish('one', 5);
  expect(again.created).toBe(false);
  expect(again.release).toEqual(first.release);
  expect(fs.statSync(path.join(folder, 'remoteEntry.js')).mtimeMs).toBe(written);

  const second = publish('two', 2);
  expect(second.release.version).not.toBe(first.release.version);
  expect(store.listReleases('blog', env).map((r) => r.version)).toEqual([
    second.release.version,
    first.release.version,
  ]);
});

it('moves stable, rolls back, and sets and clears a canary', () => {
  const [a, b, c] = ['a', 'b', 'c'].map((text, i) => publish(text, i).release.version);
  expect(store.readChannels('blog', env)).toEqual({ stable: null, previous: [], canary: null });
  store.promote('blog', a!, env);
  store.promote('mfe-blog', b!, env); // by folder too
  expect(store.readChannels('blog', env)).toEqual({ stable: b, previous: [a], canary: null });

  store.setCanary('blog', c!, 50, env);
  expect(store.readChannels('blog', env).canary).toEqual({ version: c, percent: 50 });
  // Promoting the canary's release ends the canary.
  store.promote('blog', c!, env);
  expect(store.readChannels('blog', env)).toEqual({ stable: c, previous: [a, b], canary: null });

  expect(store.rollback('blog', env).stable).toBe(b);
  expect(store.rollback('blog', env).stable).toBe(a);
  expect(() => store.rollback('blog', env)).toThrow('no earlier stable release');

  store.setCanary('blog', b!, 10, env);
  expect(store.setCanary('blog', null, undefined, env).canary).toBeNull();
  // channels.json is what the shell's server reads (over HTTP, beside the releases).
  expect(
    JSON.parse(fs.readFileSync(path.join(env.RELEASES_DIR!, 'blog/channels.json'), 'utf8')),
  ).toEqual(expect.objectContaining({ stable: a, canary: null }));
});

it('keeps the last RELEASES_KEEP releases, and any release a channel names', () => {
  const versions = ['a', 'b', 'c', 'd', 'e'].map((text, i) => publish(text, i).release.version);
  // Keep is 3: the two oldest went when the fourth and fifth arrived.
  expect(store.listReleases('blog', env).map((r) => r.version)).toEqual(
    versions.slice(2).reverse(),
  );
  store.promote('blog', versions[2]!, env);
  publish('f', 6);
  publish('g', 7);
  const kept = store.listReleases('blog', env).map((r) => r.version);
  expect(kept).toContain(versions[2]); // stable, however old
  expect(kept).toHaveLength(4);
});

it('refuses unknown remotes, unknown versions and bad shares, saying what exists', () => {
  const version = publish('one', 1).release.version;
  expect(cli('promote', 'blgo', version)).toEqual({
    status: 1,
    out: '',
    err: 'Unknown remote "blgo": expected one of marketing, blog, admin, chat.\n',
  });
  expect(cli('promote', 'shell', version).status).toBe(1);
  expect(cli('promote', 'blog', 'deadbeef0000')).toEqual({
    status: 1,
    out: '',
    err: `Unknown version "deadbeef0000" of blog: its releases are ${version}.\n`,
  });
  expect(cli('canary', 'marketing', version, '50').err).toBe(
    `Unknown version "${version}" of marketing: it has no releases yet (npm run release -w mfe-marketing).\n`,
  );
  expect(cli('canary', 'blog', version, '50').err).toMatch(/has no stable release/);
  expect(cli('rollback', 'blog').err).toMatch(/no earlier stable release/);

  expect(cli('promote', 'blog', version)).toMatchObject({ status: 0, err: '' });
  const second = publish('two', 2).release.version;
  expect(cli('canary', 'blog', second, '0').err).toMatch(/whole percent from 1 to 100/);
  expect(cli('canary', 'blog', second, '25')).toMatchObject({ status: 0 });
  const listing = cli('releases', 'blog');
  expect(listing.status).toBe(0);
  expect(listing.out).toContain(`${version}  2026-01-01T00:01:00.000Z  commit abc123`);
  expect(listing.out).toContain('<- stable');
  expect(listing.out).toContain(`canary: ${second} for 25% of visitors`);
  expect(cli('canary', 'blog', 'off')).toMatchObject({ status: 0, out: 'blog: canary off\n' });
});

it.each([
  ['7.18.5', '7.18.5', true],
  ['7.19.0', '7.18.5', true],
  ['7.18.4', '7.18.5', false],
  ['8.0.0', '7.18.5', false],
  ['0.4.2', '0.4.1', true],
  ['0.5.0', '0.4.1', false],
  [null, '7.18.5', false],
])('a shell providing %s serves a release built against %s: %s', (provided, builtWith, ok) => {
  expect(store.satisfies(provided, builtWith)).toBe(ok);
});

it('refuses to promote or canary a release whose shared singletons the live shell cannot serve', () => {
  const ok = publish('fine', 1).release.version;
  store.promote('blog', ok, env);
  const router8 = store.publish({
    remote: 'blog',
    dist: fakeDist('new router', { router: '8.0.0' }),
    env,
  });
  expect(router8.release.shared.router).toBe('8.0.0');
  const message =
    `blog ${router8.release.version} was built against router 8.0.0 (the shell has 7.18.5): ` +
    "the live shell cannot serve it. Rebuild it against the shell's versions, or ship a shell " +
    'that provides them first.';
  expect(() => store.promote('blog', router8.release.version, env)).toThrow(message);
  expect(() => store.setCanary('blog', router8.release.version, 10, env)).toThrow(message);
  const newerReact = store.publish({
    remote: 'blog',
    dist: fakeDist('react', { react: '19.4.0' }),
    env,
  });
  expect(() => store.promote('blog', newerReact.release.version, env)).toThrow(
    'react 19.4.0 (the shell has 19.3.1)',
  );
  expect(store.readChannels('blog', env)).toEqual({ stable: ok, previous: [], canary: null });
  // An older react of the same major is served by the shell's newer one.
  const olderReact = store.publish({
    remote: 'blog',
    dist: fakeDist('old', { react: '19.2.0' }),
    env,
  });
  expect(store.promote('blog', olderReact.release.version, env).stable).toBe(
    olderReact.release.version,
  );
});
