const { preset } = require('../../jest/preset.js');

// The release store and its commands, on temporary folders.
module.exports = preset(__dirname, { testEnvironment: 'node' });
