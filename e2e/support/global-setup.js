// Before any browser test: Chromium in place (installed where it is missing and apt-get may run),
// whatever is stale built, so the tests always run the current code, and Chromium started once
// for every test file to share. global-teardown.js stops the browser.
const { buildAll } = require('../../scripts/build.js');
const { ensureChromium, startSharedChromium } = require('./browser.js');

module.exports = async function globalSetup() {
  ensureChromium();
  for (const result of buildAll()) {
    if (!result.skipped) console.log(`\n${result.app} built in ${result.seconds.toFixed(1)} s`);
  }
  globalThis.bwSharedChromium = await startSharedChromium();
};
