const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  // The shell's server (shell/server), with the site's frame it renders around first screens.
  // Its worker threads that run remotes' server renders (server/server-renders.ts).
  server: { server: './server/index.ts', 'render-worker': './server/render-worker.ts' },
  // The release store's MongoDB driver too (RELEASES_URI), with its optional native parts.
  serverExternals: ['express', 'compression', 'mongodb'],
  // The site's time limits for the federation runtime.
  runtimePlugins: [require.resolve('./src/federation/runtime-plugin.ts')],
});
