// The module rules the browser bundles (create-config.js) and the Node bundles (server-config.js)
// share, so a server-rendered page names the same classes and files as the browser build.
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { hashedTemplate } = require('@brightwave/build-output');

/**
 * TypeScript and JSX through swc. `targets`: the syntax to write (swc's env targets); without
 * them (development) a fixed modern target.
 */
function scriptRule({ production, targets }) {
  return {
    test: /\.[jt]sx?$/,
    // The `source` condition also leads some third-party packages to their TypeScript
    // (scroll-into-view-if-needed, under slate-react): TypeScript is compiled wherever it
    // lives, published JavaScript is taken as it is.
    exclude: (file) => /node_modules/.test(file) && !/\.tsx?$/.test(file),
    use: {
      loader: 'swc-loader',
      options: {
        ...(targets ? { env: { targets } } : {}),
        jsc: {
          ...(targets ? {} : { target: 'es2022' }),
          parser: { syntax: 'typescript', tsx: true },
          transform: {
            // Fast Refresh in development only: production bundles carry none of it.
            react: { runtime: 'automatic', development: !production, refresh: !production },
          },
        },
      },
    },
  };
}

/**
 * CSS files and CSS modules. `server`: the Node bundle needs only the class names, which are the
 * browser build's (same loader, names and context), so server-rendered HTML matches its CSS.
 */
function cssRule({ name, production, server = false }) {
  const cssLoader = {
    loader: 'css-loader',
    options: {
      sourceMap: !production,
      modules: {
        auto: true,
        namedExport: false,
        exportLocalsConvention: 'as-is',
        // Class names carry the app's name, so two remotes never collide.
        localIdentName: production ? `${name}-[hash:base64:6]` : `${name}-[name]-[local]`,
        ...(server ? { exportOnlyLocals: true } : {}),
      },
    },
  };
  return {
    test: /\.css$/,
    use: server
      ? [cssLoader]
      : [
          // Production: CSS files beside the chunks that import them, loaded (as <link>) with
          // those chunks, a remote's too, before their code runs; no CSS inside JavaScript.
          // Development: injected by style-loader, which hot-reloads it.
          production ? MiniCssExtractPlugin.loader : 'style-loader',
          cssLoader,
        ],
  };
}

const ASSET_FILES = /\.(svg|png|webp|jpe?g|woff2?)$/;
const ASSET_FILENAME = `assets/${hashedTemplate('[ext]')}`;
/** The site font's Latin face, which first screens wait for, trimmed (font-subset-loader.js). */
const FONT_SUBSET_RULE = {
  test: /inter-latin-wght-normal\.woff2$/,
  use: require.resolve('./font-subset-loader.js'),
};

module.exports = { scriptRule, cssRule, ASSET_FILES, ASSET_FILENAME, FONT_SUBSET_RULE };
