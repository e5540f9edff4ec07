// Before any browser test: build whatever is stale, so the tests always run the current code.
const path = require('node:path');

module.exports = async function globalSetup() {
  const { buildAll } = await import(path.join(__dirname, '../../scripts/build.mjs'));
  for (const result of buildAll()) {
    if (!result.skipped) console.log(`\n${result.app} built in ${result.seconds.toFixed(1)} s`);
  }
};
