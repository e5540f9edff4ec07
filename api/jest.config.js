const { preset } = require('../jest/preset.js');

// Nest 12 ships ES modules only and Jest on Node 20 cannot require() them, so those packages
// are compiled to CommonJS by the same swc transform (cached after the first run). So is
// content-disposition, an ES module that @fastify/static (the OpenAPI UI's assets) requires.
module.exports = preset(__dirname, {
  testEnvironment: 'node',
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|content-disposition)/)(?!.*/node_modules/content-disposition/)',
  ],
});
