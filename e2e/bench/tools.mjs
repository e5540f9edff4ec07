// The Lighthouse benchmark's tools (lighthouse and chrome-launcher, with Sentry and OpenTelemetry
// about 220 packages) are not in the project's install: this installs them, at the versions
// e2e/bench/package-lock.json pins, into e2e/bench/node_modules the first time `npm run bench -w e2e`
// runs (and again when package.json changes them). The lighthouse.mjs beside it imports them from
// there.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const wanted = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies;

const installedVersion = (name) => {
  try {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  } catch {
    return undefined;
  }
};

const missing = Object.entries(wanted).filter(
  ([name, version]) => installedVersion(name) !== version,
);
if (missing.length > 0) {
  console.log(
    `Installing the benchmark's tools into e2e/bench/node_modules: ${missing.map(([name, version]) => `${name}@${version}`).join(', ')} ...`,
  );
  const { status } = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}
