// Debian packages a tool needs where they are missing: Chromium for the browser tests, wrk for the
// API benchmark. Installed with apt-get when this process may (root, apt-get on the PATH, as in
// .ci/run); otherwise the error says what to install. Plain CommonJS for the tests and the .mjs
// benchmarks alike.
const { spawnSync } = require('node:child_process');

/** True where this process may install Debian packages: root, with apt-get on the PATH. */
function canInstallPackages() {
  return process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0;
}

/** Installs Debian `packages` with apt-get; throws what went wrong. */
function installDebianPackages(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
    const { status, error, stderr } = spawnSync('apt-get', args, {
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    if (status !== 0) {
      throw new Error(`apt-get ${args.join(' ')} failed: ${error?.message ?? stderr}`);
    }
  }
}

/** True when `command` runs from the PATH. */
function hasCommand(command) {
  return !spawnSync(command, ['--version'], { stdio: 'ignore' }).error;
}

/**
 * `command` on the PATH: installed from Debian's package `pkg` where missing and this process may;
 * throws, saying what to install, where it stays missing.
 */
function ensureCommand(command, pkg = command, log = console.log) {
  if (hasCommand(command)) return;
  if (canInstallPackages()) {
    log(`Installing Debian's ${pkg} (apt-get install ${pkg}) ...`);
    installDebianPackages([pkg]);
  }
  if (!hasCommand(command)) {
    throw new Error(`${command} is missing: install it with "apt-get install ${pkg}".`);
  }
}

module.exports = { canInstallPackages, ensureCommand, installDebianPackages };
