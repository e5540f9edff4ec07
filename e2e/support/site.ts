import fs from 'node:fs';
import path from 'node:path';
import type { RouteInfo, RoutesDocument } from '@brightwave/web-kit/routes';

export const repoRoot = path.resolve(__dirname, '../..');

type Served = { url: string; port: number; close: () => Promise<void> };
type ServeApp = (options: {
  app: string;
  port?: number;
  env?: NodeJS.ProcessEnv;
  dist?: string;
}) => Promise<Served>;

interface AppEntry {
  name: string;
  dir: string;
  remote: boolean;
}
// The one list of the site's apps (plain CommonJS, shared with the scripts and webpack configs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const registry = require('../../scripts/apps.js') as {
  remotes(): AppEntry[];
  urlVar(app: AppEntry): string;
};

/** A remote's name in site.config.json ("blog"). */
export type Remote = string;
/** Every remote's folder by name, in site.config.json order. */
export const REMOTES: Record<Remote, string> = Object.fromEntries(
  registry.remotes().map((app) => [app.name, app.dir]),
);
const urlVarOf = (remote: Remote) =>
  registry.urlVar(registry.remotes().find((app) => app.name === remote)!);

/** Every route the built remotes publish (their dist/routes.json), in site.config.json order. */
export function publishedRoutes(): { remote: Remote; route: RouteInfo }[] {
  return Object.keys(REMOTES).flatMap((remote) => {
    const file = path.join(repoRoot, REMOTES[remote]!, 'dist/routes.json');
    const document = JSON.parse(fs.readFileSync(file, 'utf8')) as RoutesDocument;
    return document.routes.map((route) => ({ remote, route }));
  });
}

// The built API on free ports with its own database, and freePort (shared with the benchmark).
import { freePort, reservePort } from '@brightwave/testing/api-process';
export { freePort, startApi, type ApiProcess } from '@brightwave/testing/api-process';

// The same server `npm start` uses: the shell's, as its build bundled it (shell/server), so a
// first screen's frame carries the built CSS's class names.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { loadServer } = require('../../scripts/build.js') as {
  loadServer(): { serveApp: ServeApp };
};

export interface Site {
  url: string;
  remoteUrl(remote: Remote): string;
  /** Stops one remote's server, as when its host is down. */
  stopRemote(remote: Remote): Promise<void>;
  /** One more shell server on the same settings (several behind a proxy), stopped by close. */
  startShell(): Promise<Served>;
  /** Serves a remote again on the same address, optionally from another build folder. */
  startRemote(remote: Remote, dist?: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The built shell and remotes, each on its own free port as in production, with the shell's
 * site.config.json pointing at them (and at `apiUrl`). `env`: more settings for every server
 * (RELEASES_DIR, ...); `shellDist`: a copy of the shell's build to serve instead of shell/dist.
 */
export async function startSite({
  apiUrl = 'http://127.0.0.1:9',
  env: extraEnv = {},
  shellDist,
}: { apiUrl?: string; env?: NodeJS.ProcessEnv; shellDist?: string } = {}): Promise<Site> {
  const serve = loadServer().serveApp;
  // The remotes are given the shell's address (their CORS origin) before the shell listens: its
  // port is held meanwhile, so nothing else takes it.
  const shellPort = await reservePort();
  const shellUrl = `http://127.0.0.1:${shellPort.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SITE_ORIGINS: shellUrl,
    SITE_URL: shellUrl,
    API_URL: apiUrl,
    ...extraEnv,
  };
  const remotes = new Map<Remote, Served>();
  const ports = new Map<Remote, number>();
  for (const remote of Object.keys(REMOTES)) {
    const served = await serve({ app: REMOTES[remote]!, port: await freePort(), env });
    remotes.set(remote, served);
    ports.set(remote, served.port);
    env[urlVarOf(remote)] = served.url;
  }
  await shellPort.release();
  const shell = await serve({ app: 'shell', port: shellPort.port, env, dist: shellDist });
  const moreShells: Served[] = [];
  return {
    url: shell.url,
    remoteUrl: (remote) => `http://127.0.0.1:${ports.get(remote)}`,
    async stopRemote(remote) {
      await remotes.get(remote)?.close();
      remotes.delete(remote);
    },
    async startShell() {
      const another = await serve({ app: 'shell', port: await freePort(), env, dist: shellDist });
      moreShells.push(another);
      return another;
    },
    async startRemote(remote, dist) {
      await remotes.get(remote)?.close();
      remotes.set(
        remote,
        await serve({ app: REMOTES[remote]!, port: ports.get(remote), env, dist }),
      );
    },
    async close() {
      await Promise.all([...remotes.values()].map((served) => served.close()));
      await Promise.all([shell, ...moreShells].map((served) => served.close()));
    },
  };
}
