// `npm run dev`: every front-end app on its webpack dev server with hot reload (React Fast
// Refresh), and the API rebuilt by `tsc -b --watch` and restarted by Node's --watch.
// `npm run dev -- shell mfe-blog` runs the API and only the apps named. Ctrl-C stops everything
// and exits 0.
import path from 'node:path';
import { appDirs, buildApi, root } from './build.js';
import { createSupervisor, stopOnSignals } from './processes.mjs';
import registry from './apps.js';

const named = process.argv.slice(2);
const unknown = named.filter((app) => !appDirs.includes(app));
if (unknown.length) {
  console.error(`Unknown app ${unknown.join(', ')}; expected some of ${appDirs.join(', ')}.`);
  process.exit(1);
}
const selected = named.length ? named : appDirs;

const children = createSupervisor({
  onUnexpectedExit: (name, code, signal) =>
    console.error(`[${name}] stopped (${signal ?? `exit code ${code}`}); the rest keeps running.`),
});
stopOnSignals(() => children.stopAll());

function run(name, command, args, cwd) {
  const child = children.start(name, command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  const prefix = `[${name}] `;
  const forward = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) out.write(prefix + line + '\n');
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
}

// The API's first build must exist before Node can watch it.
buildApi();
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const webpack = path.join(root, 'node_modules/webpack-cli/bin/cli.js');
run(
  'api:build',
  process.execPath,
  [tsc, '-b', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput'],
  root,
);
run(
  'api',
  process.execPath,
  ['--watch-path=api/dist', '--watch-path=packages', 'api/dist/main.js'],
  root,
);
for (const app of selected) {
  run(app, process.execPath, [webpack, 'serve', '--mode', 'development'], path.join(root, app));
}

const shellPort = process.env.SHELL_PORT ?? registry.shell().port;
console.log(
  selected.includes('shell')
    ? `Dev servers starting: open http://localhost:${shellPort} (Ctrl-C stops everything).`
    : `Dev servers starting for ${selected.join(', ')} (Ctrl-C stops everything).`,
);
