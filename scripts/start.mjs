// `npm start`: builds what is stale, then runs the whole site: the API (with its embedded
// database unless MONGODB_URI is set), the shell on :3000 and the four remotes on :3001-3004.
// Ctrl-C stops all of it and exits 0. It runs on the Node the project installs (the `node` dev
// dependency, first on npm scripts' PATH), whatever the machine's own, and says which.
import fs from 'node:fs';
import path from 'node:path';
import { appDirs, buildAll, loadServer, root } from './build.js';
import { createSupervisor, stopOnSignals } from './processes.mjs';
import { API_PORT, shell } from './apps.js';

const started = Date.now();
for (const result of buildAll()) {
  if (!result.skipped) console.log(`${result.app} built in ${result.seconds.toFixed(1)} s`);
}
const { serveApp } = loadServer();

const host = process.env.HOST ?? '127.0.0.1';
const servers = [];
const children = createSupervisor({
  onUnexpectedExit: (name, code, signal) => {
    console.error(`The ${name} stopped (${signal ?? `exit code ${code}`}); stopping the site.`);
    void stop().then(() => process.exit(1));
  },
});

async function stop() {
  await Promise.allSettled([...servers.map((server) => server.close()), children.stopAll()]);
}

stopOnSignals(stop);

const apiMain = path.join(root, 'api/dist/main.js');
if (fs.existsSync(apiMain)) {
  children.start('API', process.execPath, [apiMain], { stdio: 'inherit', env: process.env });
} else {
  console.warn('The API is not built yet; the site runs without it.');
}

try {
  for (const app of appDirs) {
    servers.push(await serveApp({ app, host }));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop();
  process.exit(1);
}

const shellPort = process.env.SHELL_PORT ?? shell().port;
console.log(
  `\nBrightwave site is running on Node ${process.versions.node} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s).` +
    `\n  Open http://localhost:${shellPort}` +
    `\n  Remotes: ${servers
      .slice(1)
      .map((s) => s.url)
      .join(', ')}` +
    `\n  API: ${process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? API_PORT}`}` +
    '\nPress Ctrl-C to stop.\n',
);
