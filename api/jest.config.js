const { preset } = require('../jest/preset.js');

module.exports = preset(__dirname, { testEnvironment: 'node' });
