// @brightwave/build-output: what the build writes and the servers read (see package.json).
// Spread re-exports, which Node's CommonJS reader sees, so ES modules import them by name too.
module.exports = {
  ...require('./file-names.js'),
  ...require('./precompression.js'),
  ...require('./server-bundle.js'),
};
