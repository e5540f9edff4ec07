// The shell's server and the remotes' static servers, built into the shell's Node bundle
// (shell/dist-server/server.js, beside the site's frame it renders around first screens): what
// `npm start`, the browser tests and the benchmarks run. As a command:
//   node shell/dist-server/server.js <app>     serves one built app (shell, mfe-blog, ...)
import path from 'node:path';
import { renderFrame } from '../src/server-frame';
import { apps, serveApp as serve, type ServeOptions, type Served } from './serve-app';

export { apps, type Served };
/** For the browser tests' check of server renders' time limits (e2e/tests/server-renders). */
export { createServerRenders } from './server-renders';

/** The repository's root: the bundle sits in shell/dist-server, the sources in shell/server. */
export const root = path.resolve(__dirname, '../..');

/** Serves a built app, the shell with its first screens. */
export const serveApp = (options: Omit<ServeOptions, 'root' | 'renderFrame'>): Promise<Served> =>
  serve({ ...options, root, renderFrame });

async function main() {
  const app = process.argv[2] ?? '';
  const served = await serveApp({ app, host: process.env.HOST ?? '127.0.0.1' });
  console.log(`${app} served at ${served.url}`);
  const stop = () => void served.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// Run as a command (not required by a script or a test).
if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
