// After the browser tests: the Chromium they shared (global-setup.js) stops.
module.exports = async function globalTeardown() {
  await globalThis.bwSharedChromium?.close();
};
