// Releases in production: the release store in a database (RELEASES_URI, here the embedded
// MongoDB) that a CI job releases to and every server reads, with TWO shell servers behind a
// proxy. The blog released twice as CI would (`--dist`), promoted, canaried to half the new
// visitors (each stays on its version whichever shell server answers), promoted and rolled back:
// each new visitor on the right version within 5 s on both servers, an unknown version refused,
// the shell's files byte-identical, and the release's files answered by the blog's server from
// the database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { start, type EmbeddedMongo } from '@brightwave/embedded-mongo';
import { waitFor } from '../../api/test/wait-for';
import { hashFolder } from '../support/deploy';
import { blogVersion } from '../support/releases';
import { repoRoot, startSite, type Site } from '../support/site';

const CLI = path.join(repoRoot, 'scripts/releases/cli.js');
let tmp: string;
let mongo: EmbeddedMongo;
let site: Site;
/** The two shell servers a proxy balances between. */
let shells: string[];
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-releases-store-'));
  mongo = await start({ port: 0, dbPath: path.join(tmp, 'db') });
  fs.cpSync(path.join(repoRoot, 'shell/dist'), path.join(tmp, 'shell'), { recursive: true });
  env = {
    RELEASES_URI: `${mongo.uri}/site`,
    RELEASES_DIR: path.join(tmp, 'unused-folder'), // the database wins: nothing is written here
    LIVE_SHELL: path.join(tmp, 'shell'),
  };
  site = await startSite({ env, shellDist: path.join(tmp, 'shell') });
  shells = [site.url, (await site.startShell()).url];
});

afterAll(async () => {
  await site?.close();
  await mongo?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A release command from a CI job (asynchronous: the database runs in this process). */
async function command(...args: string[]) {
  const child = spawn(process.execPath, [CLI, ...args], { env: { ...process.env, ...env } });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { status, out, err };
}

async function run(...args: string[]): Promise<string> {
  const result = await command(...args);
  expect({ status: result.status, err: result.err }).toEqual({ status: 0, err: '' });
  return result.out;
}

/** A build released from `dist`: its version, the last line. */
async function release(dist: string): Promise<string> {
  const version = (await run('release', 'blog', '--dist', dist)).trimEnd().split('\n').at(-1)!;
  expect(version).toMatch(/^[0-9a-f]{12}$/);
  return version;
}

/** A visitor: its cookie (its sticky place), kept from the first answer. */
function visitor() {
  let cookie: string | undefined;
  return async (shell: string): Promise<string> => {
    const response = await fetch(`${shell}/login`, { headers: cookie ? { cookie } : {} });
    cookie ??= response.headers.get('set-cookie')?.split(';')[0];
    return blogVersion(await response.text());
  };
}

/** A new visitor on each server gets `version` within 5 s. */
async function everyServerOn(version: string) {
  await waitFor(
    async () => {
      const got = await Promise.all(shells.map((shell) => visitor()(shell)));
      return got.every((v) => v === version) || undefined;
    },
    { timeoutMs: 5_000, intervalMs: 100, what: `new visitors on ${version} on both servers` },
  );
}

it('releases to the database, and both shell servers follow promote, canary and rollback', async () => {
  const shellBefore = hashFolder(path.join(tmp, 'shell'));
  const build1 = path.join(repoRoot, 'mfe-blog/dist');
  // Release 2: the same build with one more file (a different content hash), as CI makes it.
  const build2 = path.join(tmp, 'build-2');
  fs.cpSync(build1, build2, { recursive: true });
  fs.writeFileSync(path.join(build2, 'release-note.txt'), 'the second release');
  const v1 = await release(build1);
  const v2 = await release(build2);
  expect(v2).not.toBe(v1);
  expect(await release(build2)).toBe(v2); // the same build: the same release, nothing written
  expect(fs.existsSync(env.RELEASES_DIR!)).toBe(false);

  const unknown = await command('promote', 'blog', 'deadbeef0000');
  expect(unknown.status).toBe(1);
  expect(unknown.err).toContain('Unknown version "deadbeef0000" of blog');

  await run('promote', 'blog', v1);
  await everyServerOn(v1);

  // The blog's server answers the release's files from the database, as its own are answered.
  const manifest = await fetch(`${site.remoteUrl('blog')}/releases/${v1}/mf-manifest.json`);
  expect(manifest.status).toBe(200);
  expect(manifest.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await manifest.json()).toEqual(
    JSON.parse(fs.readFileSync(path.join(build1, 'mf-manifest.json'), 'utf8')),
  );
  const hashed = fs.readdirSync(build1).find((file) => /\.[0-9a-f]{8}\.js$/.test(file))!;
  const chunk = await fetch(`${site.remoteUrl('blog')}/releases/${v1}/${hashed}`, {
    headers: { 'accept-encoding': 'br' },
  });
  expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(chunk.headers.get('content-encoding')).toBe('br');
  expect(await chunk.text()).toBe(fs.readFileSync(path.join(build1, hashed), 'utf8'));

  // A 50% canary: ten new visitors see both versions, and each keeps its own on either server.
  await run('canary', 'blog', v2, '50');
  // Each server has the canary (a new visitor there meets it) before visitors compare servers.
  for (const shell of shells) {
    await waitFor(async () => (await visitor()(shell)) === v2 || undefined, {
      timeoutMs: 5_000,
      intervalMs: 100,
      what: `the canary on ${shell}`,
    });
  }
  const visitors = Array.from({ length: 10 }, () => visitor());
  const first = await waitFor(
    async () => {
      const got = await Promise.all(visitors.map((visit, i) => visit(shells[i % 2]!)));
      return got.includes(v2) && got.includes(v1) ? got : undefined;
    },
    { timeoutMs: 5_000, intervalMs: 100, what: 'the canary reaching new visitors' },
  );
  for (const [i, visit] of visitors.entries()) {
    expect(await visit(shells[(i + 1) % 2]!)).toBe(first[i]);
  }

  await run('promote', 'blog', v2);
  await everyServerOn(v2);
  await run('rollback', 'blog');
  await everyServerOn(v1);
  expect(await run('releases', 'blog')).toMatch(new RegExp(`^${v1} .*<- stable$`, 'm'));

  expect(hashFolder(path.join(tmp, 'shell'))).toEqual(shellBefore);
});
