// `npm run dev`: every front-end app on its webpack dev server with hot reload, and the API
// rebuilt by `tsc -b --watch` and restarted by Node's --watch.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildApi } from './build.js';
import { apps, root } from './serve-static.js';

const children = [];

function run(name, command, args, cwd) {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = `[${name}] `;
  const forward = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) out.write(prefix + line + '\n');
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  children.push(child);
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
for (const app of Object.keys(apps)) {
  run(app, process.execPath, [webpack, 'serve', '--mode', 'development'], path.join(root, app));
}

console.log('Dev servers starting: open http://localhost:3000 (Ctrl-C stops everything).');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
