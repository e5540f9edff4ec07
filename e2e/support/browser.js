// Launches Debian's Chromium (never a downloaded one) for the browser tests and the benchmarks.
// Plain CommonJS so the .mjs benchmarks, jest's global setup and the TypeScript tests share it.
//
// The tests run Debian's headless shell (package chromium-headless-shell: the same Chromium
// release without the desktop browser around it), which does the same work for about a fifth
// less CPU than the full browser in headless mode. The benchmarks measure the full browser a
// visitor runs. Without the headless shell the tests use the full browser.
const fs = require('node:fs');
const { chromium } = require('playwright-core');
const { canInstallPackages, installDebianPackages } = require('../../scripts/debian-packages.js');

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
    process.env.CHROMIUM_PATH ||
    (!fullBrowser && fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);
  if (!fs.existsSync(executablePath)) {
    throw new Error(
      `Chromium was not found at ${executablePath}. Install it with "${INSTALL}", ` +
        'or set CHROMIUM_PATH to a Chromium binary. Browser tests are never skipped.',
    );
  }
  return executablePath;
}

/** Where the test run's shared Chromium listens (set by startSharedChromium for the workers). */
const SHARED_BROWSER = 'BW_SHARED_CHROMIUM';

/**
 * Chromium for the test files of one jest run to share (jest's global setup starts it, and the
 * workers, started after, inherit its address): each file connects to it instead of starting its
 * own, which saves about a second of CPU per file. Every file still works in its own contexts,
 * which closing its Browser closes.
 * @returns {Promise<import('playwright-core').BrowserServer>}
 */
async function startSharedChromium() {
  const server = await chromium.launchServer({
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS,
  });
  process.env[SHARED_BROWSER] = server.wsEndpoint();
  return server;
}

/**
 * The run's shared Chromium when there is one (startSharedChromium) and it answers, else a new
 * one; the benchmarks' full browser is always a new one.
 * @returns {Promise<import('playwright-core').Browser>}
 */
async function launchChromium(options) {
  const shared = process.env[SHARED_BROWSER];
  const launch = () =>
    chromium.launch({ executablePath: chromiumPath(options), args: CHROMIUM_FLAGS });
  if (!shared || options?.fullBrowser) return launch();
  // A shared browser that crashed takes down only the files that were using it.
  return chromium.connect(shared, { timeout: 10_000 }).catch(launch);
}

/**
 * Before the browser tests: where CHROMIUM_PATH is unset and Debian's Chromium or its headless
 * shell is missing, installs both with apt-get when this process may (as .ci/run does) and says
 * so. Otherwise, or when that fails, the tests use whichever is installed (saying what to add),
 * and fail only when neither is.
 */
function ensureChromium(log = console.log) {
  if (process.env.CHROMIUM_PATH) return chromiumPath();
  const missing = [FULL_BROWSER, HEADLESS_SHELL].filter((file) => !fs.existsSync(file));
  if (missing.length === 0) return HEADLESS_SHELL;
  if (canInstallPackages()) {
    log(`\nInstalling Debian's Chromium for the browser tests (${INSTALL}) ...`);
    try {
      installDebianPackages(PACKAGES);
      log('Installed.');
      return chromiumPath();
    } catch (error) {
      log(String(error instanceof Error ? error.message : error));
    }
  }
  const path = chromiumPath(); // throws, saying what to install, when neither is there
  log(`\nThe browser tests use ${path}; ${missing.join(' and ')} missing (${INSTALL}).`);
  return path;
}

module.exports = {
  CHROMIUM_FLAGS,
  chromiumPath,
  ensureChromium,
  launchChromium,
  startSharedChromium,
};
