const { preset } = require('../jest/preset.js');

module.exports = preset(__dirname, {
  testEnvironment: require.resolve('../jest/jsdom-environment.js'),
  setupFilesAfterEnv: [require.resolve('../jest/dom-setup.js')],
});
