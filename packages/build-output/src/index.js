// @brightwave/build-output: what the build writes and the servers read (see package.json).
const {
  HASH_LENGTH,
  CONTENT_HASH,
  HASHED_FILE,
  hashedTemplate,
  hashedName,
  hashedFileName,
} = require('./file-names.js');
const { COMPRESSIBLE, MIN_BYTES, VARIANTS, isCompressible } = require('./precompression.js');
const { PUBLIC_PATH_PLACEHOLDER, SERVER_DIST } = require('./server-bundle.js');

// Named one by one, so ES modules import them by name too.
module.exports = {
  HASH_LENGTH,
  CONTENT_HASH,
  HASHED_FILE,
  hashedTemplate,
  hashedName,
  hashedFileName,
  COMPRESSIBLE,
  MIN_BYTES,
  VARIANTS,
  isCompressible,
  PUBLIC_PATH_PLACEHOLDER,
  SERVER_DIST,
};
