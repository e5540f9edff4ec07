// Before any browser test: build whatever is stale, so the tests always run the current code.
const { buildAll } = require('../../scripts/build.js');

module.exports = async function globalSetup() {
  for (const result of buildAll()) {
    if (!result.skipped) console.log(`\n${result.app} built in ${result.seconds.toFixed(1)} s`);
  }
};
