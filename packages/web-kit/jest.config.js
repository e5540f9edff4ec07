const { preset } = require('../../jest/preset.js');

module.exports = preset(__dirname, {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [require.resolve('../../jest/dom-setup.js')],
});
