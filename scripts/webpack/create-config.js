// One webpack + Module Federation configuration for the shell and every remote, so that all of
// them share react, react-dom and the router (web-kit's facade over react-router) the same way
// and fail the same way.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const ReactRefreshWebpackPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { BundleStatsPlugin } = require('./bundle-stats-plugin');
const { hashedTemplate } = require('@brightwave/build-output');
const { CHUNK_TIMEOUT_MS } = require('../../packages/contracts/src/constants.ts');
const { ASSET_FILENAME, ASSET_FILES, FONT_SUBSET_RULE, cssRule, scriptRule } = require('./rules');
const { serverConfig } = require('./server-config');
const { siteConfig } = require('../site-config');
const { routesJson } = require('../routes');
const { findApp, portOf } = require('../apps');

/** A remote's container, which its mf-manifest.json names. */
const REMOTE_ENTRY = 'remoteEntry.js';
/**
 * The runtime plugin that hands the shell's federation runtime to the remotes (built with
 * `experiments.externalRuntime`), named by its ES module build: `provideExternalRuntime` resolves
 * its CommonJS build, which brings a second copy of the runtime into the shell.
 */
const PROVIDE_RUNTIME_PLUGIN = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);
/**
 * The browsers the production bundles are written for: the last two versions of the four evergreen
 * browsers. swc leaves their syntax as it is (no down-levelling helpers) and webpack's own runtime
 * uses arrow functions, const and destructuring. Older browsers are not supported.
 */
const BROWSERS = [
  'last 2 Chrome versions',
  'last 2 Firefox versions',
  'last 2 Safari versions',
  'last 2 iOS versions',
  'last 2 Edge versions',
];
const SHARED_REFRESH_RUNTIME = require.resolve('./shared-refresh-runtime');
const REFRESH_RUNTIME_FILE = require.resolve('react-refresh');

/**
 * React Fast Refresh for `npm run dev`: the plugin and swc's refresh transform, with every
 * request for the refresh runtime (the plugin's entry and utilities ask for
 * `react-refresh/runtime`, its loader for the resolved file) sent to the page-wide one.
 */
function fastRefresh() {
  return {
    plugin: new ReactRefreshWebpackPlugin({
      overlay: false,
      // One name for all apps, so the runtime hooks into React once per page.
      library: 'brightwave',
      exclude: [/node_modules/, SHARED_REFRESH_RUNTIME],
    }),
    alias: {
      'react-refresh/runtime$': SHARED_REFRESH_RUNTIME,
      [`${REFRESH_RUNTIME_FILE}$`]: SHARED_REFRESH_RUNTIME,
      // How the shared module reaches the real runtime: a path none of the above matches.
      'react-refresh-runtime-development$': path.join(
        path.dirname(REFRESH_RUNTIME_FILE),
        'cjs/react-refresh-runtime.development.js',
      ),
    },
  };
}

const WEB_KIT = path.resolve(__dirname, '../../packages/web-kit');

/** An installed package's package.json, as `fromDir` resolves the package. */
function installedPackage(name, fromDir) {
  let dir = path.dirname(require.resolve(name, { paths: [fromDir] }));
  while (!fs.existsSync(path.join(dir, 'package.json')) || path.basename(dir) !== name) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find ${name}'s package.json from ${fromDir}`);
    dir = parent;
  }
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/**
 * The router singleton (web-kit's facade) carries react-router-dom's version, not web-kit's fixed
 * "1.0.0": a release built against another router is then told apart by the release guards
 * (@brightwave/releases), and webpack's sharing warns in the console of a page that mixes them.
 */
function routerShare() {
  const webKit = JSON.parse(fs.readFileSync(path.join(WEB_KIT, 'package.json'), 'utf8'));
  return {
    singleton: true,
    version: installedPackage('react-router-dom', WEB_KIT).version,
    requiredVersion: webKit.peerDependencies['react-router-dom'],
  };
}

/** The shared singletons, each with the version the app provides and the range it requires. */
function sharedSingletons(appDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = pkg.dependencies ?? {};
  const singleton = (name, packageName = name) => ({
    singleton: true,
    version: installedPackage(packageName, appDir).version,
    requiredVersion: deps[packageName],
  });
  // Only true singletons are shared; everything else each app bundles itself (CONVENTIONS.md).
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', 'react-dom'),
    // Not react-router itself: a shared package is bundled whole (who uses what is unknown),
    // while web-kit's facade re-exports only what the site uses and lets the rest be dropped.
    '@brightwave/web-kit/router': routerShare(),
  };
}

/**
 * Writes routes.json beside mf-manifest.json (the remote's routes file without its code, for
 * servers and tools that must not run it) and copies its routes into mf-manifest.json, so the
 * shell learns where a remote's code is and which paths it serves in one request.
 */
class RoutesJsonPlugin {
  constructor(remote, file) {
    this.remote = remote;
    this.file = file;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RoutesJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the federation plugin has written mf-manifest.json (OPTIMIZE_TRANSFER).
        { name: 'RoutesJsonPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          let json;
          try {
            json = routesJson(this.remote, this.file);
          } catch (error) {
            compilation.errors.push(new WebpackError(error.message));
            return;
          }
          compilation.emitAsset('routes.json', new sources.RawSource(json));
          const manifest = compilation.getAsset('mf-manifest.json');
          if (!manifest) {
            compilation.errors.push(new WebpackError('mf-manifest.json was not emitted.'));
            return;
          }
          const content = JSON.parse(manifest.source.source().toString());
          content.routes = JSON.parse(json).routes;
          compilation.updateAsset(
            'mf-manifest.json',
            new sources.RawSource(JSON.stringify(content, null, 2)),
          );
        },
      );
    });
  }
}

/**
 * webpack's cache on disk (`--env cacheDir=<dir>`), for builds repeated with few changes (the
 * browser tests build changed copies of a remote on every run): a module whose source hashes the
 * same is not compiled or minified again. A change to these configuration files or the app's webpack.config.js
 * starts afresh.
 */
function persistentCache(cacheDirectory, config) {
  return {
    type: 'filesystem',
    cacheDirectory,
    name: `${config.name ?? 'browser'}-${config.mode}`,
    buildDependencies: {
      config: [__filename, require.resolve('./rules'), require.resolve('./server-config')],
    },
  };
}

/**
 * @module-federation/enhanced's plugin, with its documented size options (README: Module
 * Federation; each one's effect measured in BENCHMARKS.md):
 * - `manifest`: the package writes mf-manifest.json (RoutesJsonPlugin and post-build.js add the
 *   site's routes and page files to it). In development without the assets analysis, which would
 *   list stale hot-update files among an expose's assets.
 * - `dts: false`: no type archives built or downloaded (the apps share types through workspaces).
 * - `optimization.target: 'web'` (production): the runtime's Node.js script loading is dropped.
 * - `optimization.disableSnapshot`: the shell registers a remote by the remoteEntry.js its
 *   manifest names (it reads the manifest anyway, for the routes), so no runtime reads manifests.
 * - `optimization.disableRemote` on remotes: they consume no remotes.
 * - `externalRuntime` on remotes (production): a remoteEntry.js carries no copy of the runtime
 *   but uses the shell's, which the shell provides with PROVIDE_RUNTIME_PLUGIN. (A remote's own
 *   page then needs the shell: remotes run standalone in development only.)
 * - `shareStrategy: 'loaded-first'`: the shell's singletons, loaded first, are used, rather than
 *   every registered remote's entry being loaded to compare versions.
 */
function federationPlugin({ name, isRemote, exposes, shared, production, runtimePlugins }) {
  return new ModuleFederationPlugin({
    name,
    ...(isRemote ? { filename: REMOTE_ENTRY, exposes } : {}),
    shared,
    manifest: production ? true : { disableAssetsAnalyze: true },
    dts: false,
    shareStrategy: 'loaded-first',
    ...(isRemote ? {} : { runtimePlugins: [...runtimePlugins, PROVIDE_RUNTIME_PLUGIN] }),
    experiments: {
      optimization: {
        ...(production ? { target: 'web' } : {}),
        disableSnapshot: true,
        ...(isRemote ? { disableRemote: true } : {}),
      },
      ...(isRemote && production ? { externalRuntime: true } : {}),
    },
  });
}

/**
 * @param {object} options
 * @param {string} options.name       federation name ("shell", "marketing", ...)
 * @param {string} options.dir        the app's folder
 * @param {string} [options.routes]                  a remote's routes file, exposed as ./routes
 * @param {Record<string,string>} [options.exposes]  a remote's other exposed modules
 * @param {string | Record<string, string>} [options.server]   the app's server entry (or entries by
 *   output name), built for Node with production builds (see serverConfig): the shell's server, or
 *   a remote's pages to render into HTML at build time
 * @param {string[]} [options.serverExternals]  packages the server bundle loads from node_modules
 * @param {string[]} [options.runtimePlugins]   the shell's federation runtime plugins (files)
 */
function createConfig({
  name,
  dir,
  routes,
  exposes: otherExposes,
  server,
  serverExternals,
  runtimePlugins = [],
}) {
  const isRemote = Boolean(routes);
  return (env, argv) => {
    const browser = browserConfig(env, argv);
    const configs =
      server && browser.mode === 'production'
        ? [browser, serverConfig({ name, dir, server, isRemote, serverExternals })]
        : [browser];
    if (env?.cacheDir) {
      for (const config of configs) config.cache = persistentCache(env.cacheDir, config);
    }
    return configs.length === 1 ? configs[0] : configs;
  };

  function browserConfig(_env, argv) {
    const production = argv.mode !== 'development';
    const exposes = { './routes': routes, ...otherExposes };
    const shared = sharedSingletons(dir);
    const refresh = production ? undefined : fastRefresh();
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // Development keeps webpack's default (the dev server's client runs in any browser).
      ...(production ? { target: `browserslist:${BROWSERS.join(', ')}` } : {}),
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Remotes find their chunks next to their remoteEntry.js; the shell's pages live at nested
        // routes (/services/web-development), so its own files are addressed from the root.
        publicPath: isRemote ? 'auto' : '/',
        filename: production ? hashedTemplate('.js') : '[name].js',
        chunkFilename: production ? hashedTemplate('.js') : '[name].js',
        assetModuleFilename: ASSET_FILENAME,
        uniqueName: name,
        chunkLoadTimeout: CHUNK_TIMEOUT_MS,
        clean: true,
      },
      // Production: webpack's own script minifier ('...') and the extracted CSS minified too.
      ...(production ? { optimization: { minimizer: ['...', new CssMinimizerPlugin()] } } : {}),
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // Workspace packages are compiled from their TypeScript sources.
        conditionNames: ['source', '...'],
        ...(refresh ? { alias: refresh.alias } : {}),
      },
      module: {
        rules: [
          scriptRule({ production, targets: production ? BROWSERS : undefined }),
          cssRule({ name, production }),
          { test: ASSET_FILES, type: 'asset/resource' },
          FONT_SUBSET_RULE,
        ],
      },
      plugins: [
        federationPlugin({ name, isRemote, exposes, shared, production, runtimePlugins }),
        ...(refresh ? [refresh.plugin] : []),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: hashedTemplate('.css'),
                chunkFilename: hashedTemplate('.css'),
                // CSS modules are scoped and the global sheets (tokens, base) come first from the
                // shell: the order of two chunks' rules does not matter.
                ignoreOrder: true,
              }),
            ]
          : []),
        new HtmlWebpackPlugin({
          // The shell's index is the site; a remote's is only its standalone dev page.
          template: isRemote
            ? path.join(__dirname, 'remote-dev-page.html')
            : path.join(dir, 'src/index.html'),
          title: `${name} remote (standalone)`,
          // Absolute script URLs, so deep routes (/services/web-development) load the page too.
          publicPath: '/',
          chunks: ['main'],
        }),
        ...(isRemote ? [new RoutesJsonPlugin(name, path.join(dir, routes))] : []),
        // What a visit loads, for the bundle budget (scripts/bundle-budget.js).
        ...(production
          ? [
              new BundleStatsPlugin({
                app: name,
                routesFile: isRemote ? path.join(dir, routes) : undefined,
              }),
            ]
          : []),
      ],
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'normal',
      devServer: {
        // Its port in scripts/apps.js (or SHELL_PORT, BLOG_PORT, ...).
        port: portOf(findApp(name)),
        host: '127.0.0.1',
        hot: true,
        // The shell's page (localhost:3000) opens each remote's hot-update socket: a cross-origin
        // connection webpack-dev-server refuses unless the page's host is allowed. Local only.
        allowedHosts: ['localhost', '127.0.0.1'],
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
        setupMiddlewares: (middlewares, server) => {
          server.app.get('/site.config.json', (_req, res) => res.json(siteConfig()));
          return middlewares;
        },
      },
    };
  }
}

module.exports = { createConfig, BROWSERS };
