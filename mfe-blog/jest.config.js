const { preset } = require('../jest/preset.js');

module.exports = preset(__dirname, {
  testEnvironment: require.resolve('../jest/jsdom-environment.js'),
  setupFilesAfterEnv: [require.resolve('../jest/dom-setup.js')],
  // The editor and the forms are typed into key by key; on a busy 2-core machine a journey takes
  // longer than jest's default 5 s.
  testTimeout: 30_000,
});
