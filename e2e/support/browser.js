// Launches Debian's Chromium (never a downloaded one) for the browser tests and the benchmark.
// Plain CommonJS so the .mjs benchmark and the TypeScript tests share it.
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

/** Debian's Chromium, or the binary CHROMIUM_PATH names; says how to install it when missing. */
function chromiumPath() {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) {
    throw new Error(
      `Chromium was not found at ${executablePath}. Install it with "apt-get update && apt-get install -y chromium", ` +
        'or set CHROMIUM_PATH to a Chromium binary. Browser tests are never skipped.',
    );
  }
  return executablePath;
}

/** @returns {Promise<import('playwright-core').Browser>} CHROMIUM_PATH points elsewhere. */
async function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}

module.exports = { CHROMIUM_FLAGS, chromiumPath, launchChromium };
