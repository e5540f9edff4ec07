// How the production build names the files it writes, and how a server tells such a file apart:
// the name carries the first 8 hex digits of its content's hash (`main.1a2b3c4d.js`), so the
// file never changes under its name and may be cached for a year.
const crypto = require('node:crypto');

/** The hex digits of the content hash in a built file's name. */
const HASH_LENGTH = 8;

/** webpack's placeholder for that hash (output.filename, assetModuleFilename, CSS files). */
const CONTENT_HASH = `[contenthash:${HASH_LENGTH}]`;

/** webpack's file name template: `[name].[contenthash:8]` and the extension (`.js`, `[ext]`). */
const hashedTemplate = (extension) => `[name].${CONTENT_HASH}${extension}`;

const HASH = `[0-9a-f]{${HASH_LENGTH}}`;

/** Any built file whose name carries its content's hash. */
const HASHED_FILE = new RegExp(`\\.${HASH}\\.[a-z0-9]+$`, 'i');

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One built file's hashed name, given its name and extension: `hashedName('main', '.js')`. */
const hashedName = (name, extension) =>
  new RegExp(`^${escape(name)}\\.${HASH}${escape(extension)}$`);

/** The hashed name of a file the build writes itself (not webpack): `name.<hash>extension`. */
const hashedFileName = (name, extension, content) =>
  `${name}.${crypto.createHash('sha256').update(content).digest('hex').slice(0, HASH_LENGTH)}${extension}`;

module.exports = {
  HASH_LENGTH,
  CONTENT_HASH,
  HASHED_FILE,
  hashedTemplate,
  hashedName,
  hashedFileName,
};
