const { preset } = require('../jest/preset.js');

// Nest 12, file-type (with the tokenizer packages it reads through) and feed ship ES modules
// only, and Jest on Node 20 cannot require() them, so those packages are compiled to CommonJS by
// the same swc transform (cached after the first run). So is content-disposition, an ES module
// that @fastify/static (the OpenAPI UI's assets) requires, and htmlparser2 12 with its parts, which
// sanitize-html 2.18 requires (Node 26 requires ES modules natively; Jest's CommonJS runtime does
// not without --experimental-vm-modules). openapi-typescript's CommonJS build (the OpenAPI client
// test) requires parse-json, index-to-position, supports-color and change-case, ES modules too.
const ES_MODULE_PACKAGES = [
  '@nestjs',
  'content-disposition',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
  'feed',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
  'parse-json',
  'index-to-position',
  'supports-color',
  'change-case',
].join('|');

module.exports = preset(__dirname, {
  testEnvironment: 'node',
  transformIgnorePatterns: [
    `/node_modules/(?!(${ES_MODULE_PACKAGES})/)(?!.*/node_modules/(${ES_MODULE_PACKAGES})/)`,
  ],
});
