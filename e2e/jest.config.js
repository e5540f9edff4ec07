const { preset } = require('../jest/preset.js');

// Browser tests: real Chromium against the built site served as in production.
module.exports = preset(__dirname, {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  globalSetup: '<rootDir>/support/global-setup.js',
  globalTeardown: '<rootDir>/support/global-teardown.js',
  setupFilesAfterEnv: ['<rootDir>/support/setup-after-env.js'],
});
