const path = require('node:path');
const { createConfig } = require('../scripts/webpack/create-config');

const base = createConfig({
  name: 'blog',
  dir: __dirname,
  routes: './src/routes.ts',
});

/** A package's built ES module, for packages that also publish a "source" condition. */
const built = (name) =>
  path.join(path.dirname(require.resolve(`${name}/package.json`)), 'dist/index.js');

// The shared config resolves the "source" export condition (the workspace packages' TypeScript);
// slate-react's scrolling helpers publish one too, pointing at TypeScript that is not compiled
// here, so they are taken from their builds.
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.resolve.alias = {
    ...config.resolve.alias,
    'scroll-into-view-if-needed$': built('scroll-into-view-if-needed'),
    'compute-scroll-into-view$': built('compute-scroll-into-view'),
  };
  return config;
};
