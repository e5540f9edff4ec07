const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  server: './src/server-frame.tsx',
  runtimePlugins: [require.resolve('./src/federation/time-limit-plugin.ts')],
});
