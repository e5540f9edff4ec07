import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiSession } from './api-session';
import { launchChromium } from './browser';
import { stopLiveSite, type LiveSite } from './live-site';
import { startApiRelay } from './marketing';
import { repoRoot, startApi, startSite } from './site';

// A site whose remotes ship as releases (scripts/releases), in a temporary copy of the built
// shell, with the API receiving the pages' reports; the release commands as a team runs them.

const CLI = path.join(repoRoot, 'scripts/releases/cli.js');
const ADMIN = { email: 'admin@brightwave.example', password: 'demo-admin-2025' };

export interface ReleasesSite extends LiveSite {
  /** The temporary folder: the shell the site serves (shell/), the release store (releases/). */
  tmp: string;
  /** The release commands' environment: RELEASES_DIR, and the live shell they check against. */
  env: NodeJS.ProcessEnv;
}

/**
 * The built shell copied to a temporary folder and served with its release store there (the
 * canary verdicts polled every 200 ms), the API behind a relay (so it can allow the site's
 * origin) with demo accounts, `apiEnv` and no per-address limits (every visitor of a test is
 * 127.0.0.1), and Chromium: started in a beforeAll and stopped in an afterAll that this
 * registers. The returned object is filled in by that beforeAll.
 */
export function useReleasesSite(prefix: string, apiEnv: NodeJS.ProcessEnv): ReleasesSite {
  const live: Partial<ReleasesSite> = {};

  beforeAll(async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    live.tmp = tmp;
    fs.cpSync(path.join(repoRoot, 'shell/dist'), path.join(tmp, 'shell'), { recursive: true });
    // The live shell the guards check releases against: the copy this site serves.
    live.env = { RELEASES_DIR: path.join(tmp, 'releases'), LIVE_SHELL: path.join(tmp, 'shell') };
    live.relay = await startApiRelay();
    [live.browser, live.site] = await Promise.all([
      launchChromium(),
      startSite({
        apiUrl: live.relay.url,
        env: { ...live.env, CANARY_CHECK_MS: '200' },
        shellDist: path.join(tmp, 'shell'),
      }),
    ]);
    live.api = await startApi({
      SITE_ORIGINS: live.site.url,
      DEMO_ACCOUNTS: 'true',
      ...apiEnv,
      REMOTE_REPORTS_RATE_LIMIT_MAX: '1000',
      CANARY_COUNTS_PER_ADDRESS: '1000',
    });
    live.relay.target = live.api.url;
  });

  afterAll(async () => {
    await stopLiveSite(live);
    if (live.tmp) fs.rmSync(live.tmp, { recursive: true, force: true });
  });

  return live as ReleasesSite;
}

/** A release command as a team runs it. */
export function releaseCommand({ env }: Pick<ReleasesSite, 'env'>, ...args: string[]) {
  return spawnSync(process.execPath, [CLI, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

/** A release command that must succeed; its output. */
export function runRelease(live: Pick<ReleasesSite, 'env'>, ...args: string[]): string {
  const result = releaseCommand(live, ...args);
  expect({ status: result.status, stderr: result.stderr }).toEqual({
    status: 0,
    stderr: expect.any(String), // a build's warnings
  });
  return result.stdout;
}

/** `npm run release -w mfe-blog` (or a build made elsewhere): the version id, its last line. */
export function releaseBlog(live: Pick<ReleasesSite, 'env'>, ...args: string[]): string {
  const version = runRelease(live, 'release', 'mfe-blog', ...args)
    .trimEnd()
    .split('\n')
    .at(-1)!;
  expect(version).toMatch(/^[0-9a-f]{12}$/);
  return version;
}

/**
 * A copy of the blog's `build` (in the temporary folder, as `name`) whose chunks that hold
 * `marker` are changed by `patch` (not rebuilt: the blog's builds are slow), released as a
 * version of its own.
 */
export function patchedBlogRelease(
  live: Pick<ReleasesSite, 'env' | 'tmp'>,
  build: string,
  name: string,
  marker: string,
  patch: (code: string) => string,
): string {
  const patched = path.join(live.tmp, name);
  fs.cpSync(build, patched, { recursive: true });
  const chunks = fs
    .readdirSync(patched, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .filter((file) => fs.readFileSync(path.join(patched, file), 'utf8').includes(marker));
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks) {
    const file = path.join(patched, chunk);
    fs.writeFileSync(file, patch(fs.readFileSync(file, 'utf8')));
    // Its precompressed copies would still hold the unpatched code.
    for (const suffix of ['.br', '.gz']) fs.rmSync(file + suffix, { force: true });
  }
  return releaseBlog(live, '--dist', patched);
}

/** The blog release a page's site config names (what the shell loads). */
export function blogVersion(html: string): string {
  const config = /<script id="bw-site-config" type="application\/json">(.*?)<\/script>/s.exec(
    html,
  )![1]!;
  const { remotes } = JSON.parse(config) as { remotes: { name: string; entry: string }[] };
  const entry = remotes.find((remote) => remote.name === 'blog')!.entry;
  return /\/releases\/([0-9a-f]{12})\/mf-manifest\.json$/.exec(entry)?.[1] ?? entry;
}

/** The demo admin on `live`'s API: its session (signed in once) and GETs that must answer 200. */
export function demoAdmin(live: LiveSite) {
  let session: Promise<{ token: string; user: Record<string, unknown> }> | undefined;
  const signIn = () => (session ??= apiSession(live, ADMIN));
  return {
    signIn,
    async get<T>(route: string): Promise<T> {
      const { token } = await signIn();
      const response = await fetch(live.api.url + route, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      return (await response.json()) as T;
    },
  };
}
