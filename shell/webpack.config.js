const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  // The shell's server (shell/server), with the site's frame it renders around first screens.
  server: { server: './server/index.ts' },
  serverExternals: ['express', 'compression'],
  // The site's time limits for the federation runtime.
  runtimePlugins: [require.resolve('./src/federation/runtime-plugin.ts')],
});
