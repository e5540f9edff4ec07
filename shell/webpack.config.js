const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  port: Number(process.env.SHELL_PORT ?? 3000),
  runtimePlugins: [require.resolve('./src/federation/time-limit-plugin.ts')],
});
