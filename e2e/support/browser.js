// Launches Debian's Chromium (never a downloaded one) for the browser tests and the benchmarks.
// Plain CommonJS so the .mjs benchmarks, jest's global setup and the TypeScript tests share it.
//
// The tests run Debian's headless shell (package chromium-headless-shell: the same Chromium
// release without the desktop browser around it), which does the same work for about a quarter
// less CPU than the full browser in headless mode. The benchmarks measure the full browser a
// visitor runs. Without the headless shell the tests use the full browser.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const { chromium } = require('playwright-core');

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const FULL_BROWSER = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const PACKAGES = ['chromium', 'chromium-headless-shell'];
const INSTALL = `apt-get update && apt-get install -y ${PACKAGES.join(' ')}`;

/**
 * The binary CHROMIUM_PATH names, else Debian's headless shell when installed (unless
 * `fullBrowser`, as the benchmarks ask), else Debian's full browser; says how to install it when
 * missing.
 */
function chromiumPath({ fullBrowser = false } = {}) {
  const executablePath =
    process.env.CHROMIUM_PATH ??
    (!fullBrowser && fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);
  if (!fs.existsSync(executablePath)) {
    throw new Error(
      `Chromium was not found at ${executablePath}. Install it with "${INSTALL}", ` +
        'or set CHROMIUM_PATH to a Chromium binary. Browser tests are never skipped.',
    );
  }
  return executablePath;
}

/** @returns {Promise<import('playwright-core').Browser>} CHROMIUM_PATH points elsewhere. */
async function launchChromium(options) {
  return chromium.launch({ executablePath: chromiumPath(options), args: CHROMIUM_FLAGS });
}

/** True where this process may install Debian packages: root, with apt-get on the PATH. */
function canInstallPackages() {
  return process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0;
}

/**
 * Before the browser tests: where CHROMIUM_PATH is unset and Debian's Chromium or its headless
 * shell is missing, installs both with apt-get when this process may (as .ci/run does) and says
 * so; elsewhere says what to install (the tests then use the full browser if it is there).
 */
function ensureChromium(log = console.log) {
  if (process.env.CHROMIUM_PATH) return chromiumPath();
  const missing = [FULL_BROWSER, HEADLESS_SHELL].filter((file) => !fs.existsSync(file));
  if (missing.length === 0) return HEADLESS_SHELL;
  if (canInstallPackages()) {
    log(`\nInstalling Debian's Chromium for the browser tests (${INSTALL}) ...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const steps = [
      ['update', '-qq'],
      ['install', '-y', '-qq', ...PACKAGES],
    ];
    for (const args of steps) {
      const { status, stderr } = spawnSync('apt-get', args, { env, encoding: 'utf8' });
      if (status !== 0) throw new Error(`apt-get ${args.join(' ')} failed:\n${stderr}`);
    }
    log('Installed.');
  } else if (missing.includes(HEADLESS_SHELL) && fs.existsSync(FULL_BROWSER)) {
    log(
      `\nThe browser tests use ${FULL_BROWSER}; with Debian's headless shell ` +
        `(apt-get install -y chromium-headless-shell) they take about a quarter less CPU.`,
    );
  }
  return chromiumPath();
}

module.exports = { CHROMIUM_FLAGS, chromiumPath, ensureChromium, launchChromium };
