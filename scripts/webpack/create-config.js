// One webpack + Module Federation configuration for the shell and every remote, so that all of
// them share react, react-dom and react-router-dom the same way and fail the same way.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { siteConfig } = require('../site-config');
const { routesJson } = require('../routes');

const CHUNK_TIMEOUT_MS = 120_000;

function sharedSingletons(appDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = pkg.dependencies ?? {};
  const singleton = (name, versionOf = name) => ({
    singleton: true,
    requiredVersion: deps[versionOf],
  });
  // Only true singletons are shared; everything else each app bundles itself (CONVENTIONS.md).
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', 'react-dom'),
    'react-router-dom': singleton('react-router-dom'),
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
 * @param {object} options
 * @param {string} options.name       federation name ("shell", "marketing", ...)
 * @param {string} options.dir        the app's folder
 * @param {number} options.port       dev-server port
 * @param {string} [options.routes]                  a remote's routes file, exposed as ./routes
 * @param {Record<string,string>} [options.exposes]  a remote's other exposed modules
 * @param {string[]} [options.runtimePlugins]         for the shell
 */
function createConfig({ name, dir, port, routes, exposes: otherExposes, runtimePlugins }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isRemote = Boolean(routes);
    const exposes = isRemote ? { './routes': routes, ...otherExposes } : undefined;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Remotes find their chunks next to their remoteEntry.js; the shell's pages live at nested
        // routes (/services/web-development), so its own files are addressed from the root.
        publicPath: isRemote ? 'auto' : '/',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        chunkLoadTimeout: CHUNK_TIMEOUT_MS,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // Workspace packages are compiled from their TypeScript sources.
        conditionNames: ['source', '...'],
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  target: 'es2020',
                  parser: { syntax: 'typescript', tsx: true },
                  transform: {
                    react: { runtime: 'automatic', development: !production, refresh: false },
                  },
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [
              'style-loader',
              {
                loader: 'css-loader',
                options: {
                  // Source maps of CSS would travel inside the JavaScript (style-loader).
                  sourceMap: !production,
                  modules: {
                    auto: true,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    // Class names carry the app's name, so two remotes never collide.
                    localIdentName: production
                      ? `${name}-[hash:base64:6]`
                      : `${name}-[name]-[local]`,
                  },
                },
              },
            ],
          },
          { test: /\.(svg|png|webp|jpe?g|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes } : {}),
          shared: sharedSingletons(dir),
          manifest: true,
          dts: false,
          ...(runtimePlugins ? { runtimePlugins } : {}),
          // A remote consumes no remotes, so it can leave out that part of the runtime.
          ...(isRemote ? { experiments: { optimization: { disableRemote: true } } } : {}),
        }),
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
      ],
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'normal',
      devServer: {
        port,
        host: '127.0.0.1',
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
        setupMiddlewares: (middlewares, server) => {
          server.app.get('/site.config.json', (_req, res) => res.json(siteConfig()));
          return middlewares;
        },
      },
    };
  };
}

module.exports = { createConfig, CHUNK_TIMEOUT_MS };
