// The mf-manifest.json that scripts/webpack writes (FederationManifestPlugin), from real webpack
// builds of a small remote in a temp folder: the exposed modules with their files, also when a
// page-wide entry comes first in the container's chunk (as react-refresh and the dev server add
// theirs in development), and the shared singletons' versions.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { FederationManifestPlugin } = require('../webpack/federation-manifest-plugin.js') as {
  FederationManifestPlugin: new (options: object) => webpack.WebpackPluginInstance;
};

interface Manifest {
  metaData: { globalName: string; publicPath: string; remoteEntry?: { name: string } };
  shared: { name: string; version: string; requiredVersion: string; singleton: boolean }[];
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'federation-manifest-'));
  const files = {
    'src/index.js': "import('./page');\n",
    'src/page.js': "export default 'page';\n",
    'src/routes.js': "export default [{ path: '/', page: () => import('./page') }];\n",
    'src/panel.js': "export default 'panel';\n",
    'src/everywhere.js': 'globalThis.everywhere = true;\n',
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const shared = { react: { singleton: true, version: '19.3.1', requiredVersion: '^19.0.0' } };

function build(pageWideEntry: boolean): Promise<Manifest> {
  const output = path.join(root, pageWideEntry ? 'dist-dev' : 'dist');
  const compiler = webpack({
    mode: 'production',
    context: root,
    entry: './src/index.js',
    output: { path: output, publicPath: 'auto', filename: '[name].[contenthash:8].js' },
    resolve: { modules: [path.resolve(__dirname, '../../node_modules')] },
    plugins: [
      new webpack.container.ModuleFederationPlugin({
        name: 'sample',
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/routes.js', './Panel': './src/panel.js' },
        shared,
      }),
      new FederationManifestPlugin({ name: 'sample', shared, remoteEntry: 'remoteEntry.js' }),
      // What react-refresh and the dev server do: an entry added to every entrypoint, first.
      ...(pageWideEntry ? [new webpack.EntryPlugin(root, './src/everywhere.js', {})] : []),
    ],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats!.toString()));
      resolve(JSON.parse(fs.readFileSync(path.join(output, 'mf-manifest.json'), 'utf8')));
    });
  });
}

it.each([
  ['a production build', false],
  ['a build with a page-wide entry first', true],
])(
  'lists each exposed module with the files that load it: %s',
  async (_case, pageWide) => {
    const manifest = await build(pageWide);
    expect(manifest.metaData).toMatchObject({
      globalName: 'sample',
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js' },
    });
    expect(manifest.exposes.map((expose) => expose.path)).toEqual(['./routes', './Panel']);
    for (const expose of manifest.exposes) {
      expect(expose.assets.js.sync.length).toBeGreaterThan(0);
      const output = path.join(root, pageWide ? 'dist-dev' : 'dist');
      for (const file of expose.assets.js.sync)
        expect(fs.existsSync(path.join(output, file))).toBe(true);
    }
    expect(manifest.shared).toEqual([
      expect.objectContaining({
        name: 'react',
        version: '19.3.1',
        requiredVersion: '^19.0.0',
        singleton: true,
      }),
    ]);
  },
  60_000,
);
