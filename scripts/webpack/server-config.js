// The Node bundle of an app (`<app>/dist-server`), built beside its production browser bundle.
const path = require('node:path');
const webpack = require('webpack');
const {
  PUBLIC_PATH_PLACEHOLDER,
  SERVER_DIST,
  hashedTemplate,
} = require('@brightwave/build-output');
const { ASSET_FILENAME, ASSET_FILES, FONT_SUBSET_RULE, cssRule, scriptRule } = require('./rules');

/**
 * The app's server entry as a Node library in `<app>/dist-server/<name>.js`, built beside the
 * production bundles: the shell's frame (header and footer) that its server renders around a page,
 * or a remote's pages that its build renders to HTML (scripts/post-build.js). React and everything
 * else are bundled in; files the code imports (images) are named as in the browser build, under
 * PUBLIC_PATH_PLACEHOLDER for a remote, and not written again.
 */
function serverConfig({ name, dir, server, isRemote, serverExternals = [] }) {
  return {
    name: `${name}-server`,
    mode: 'production',
    context: dir,
    target: 'node20',
    entry:
      typeof server === 'string'
        ? { [path.basename(server).replace(/\.[jt]sx?$/, '')]: server }
        : server,
    // Packages the bundle requires from node_modules at run time (an HTTP server's own).
    externals: Object.fromEntries(
      serverExternals.map((request) => [request, `commonjs ${request}`]),
    ),
    devtool: false,
    output: {
      path: path.join(dir, SERVER_DIST),
      filename: '[name].js',
      chunkFilename: hashedTemplate('.js'),
      assetModuleFilename: ASSET_FILENAME,
      publicPath: isRemote ? PUBLIC_PATH_PLACEHOLDER : '/',
      library: { type: 'commonjs2' },
      clean: true,
    },
    optimization: { minimize: false },
    resolve: { extensions: ['.tsx', '.ts', '.js'], conditionNames: ['source', '...'] },
    module: {
      rules: [
        scriptRule({ production: true, targets: { node: '20' } }),
        cssRule({ name, production: true, server: true }),
        { test: ASSET_FILES, type: 'asset/resource', generator: { emit: false } },
        FONT_SUBSET_RULE,
      ],
    },
    // A remote's bundle is one file: it is published with the remote's files, and the shell's
    // server loads it from there to render pages per request (shell/server/server-renders.ts).
    plugins: isRemote ? [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })] : [],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { serverConfig };
