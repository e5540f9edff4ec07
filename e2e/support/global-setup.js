// Before any browser test: Chromium in place (installed where it is missing and apt-get may run),
// and whatever is stale built, so the tests always run the current code.
const { buildAll } = require('../../scripts/build.js');
const { ensureChromium } = require('./browser.js');

module.exports = async function globalSetup() {
  ensureChromium();
  for (const result of buildAll()) {
    if (!result.skipped) console.log(`\n${result.app} built in ${result.seconds.toFixed(1)} s`);
  }
};
