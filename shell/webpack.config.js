const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  runtimePlugins: [require.resolve('./src/federation/time-limit-plugin.ts')],
});
