const { preset } = require('../jest/preset.js');

// Tests of the repository's tooling: lint rules, start and dev scripts.
module.exports = preset(__dirname, {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
});
