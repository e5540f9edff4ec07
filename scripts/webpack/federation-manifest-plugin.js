// Writes mf-manifest.json beside a build: what the shell and the release tools read of an app
// (the format of @module-federation's manifests, reduced to the fields this site uses).
//   metaData   the app's name, the global its remoteEntry.js defines, where its files are
//   shared     the singletons it shares, with the version it provides and the range it requires
//              (scripts/releases checks a remote's against the live shell's)
//   exposes    a remote's exposed modules, each with the files that load it (the shell hints
//              them while remoteEntry.js arrives)
// RoutesJsonPlugin and scripts/post-build.js add a remote's routes and page files.
const { containerOf, filesOf } = require('./bundle-stats-plugin');
const { emitJsonAsset } = require('./emit-json-asset');

const NAME = 'FederationManifestPlugin';

class FederationManifestPlugin {
  /**
   * @param {{ name: string, shared: Record<string, { version: string, requiredVersion?: string,
   *   singleton?: boolean }>, remoteEntry?: string }} options  remoteEntry: a remote's file name
   */
  constructor({ name, shared, remoteEntry }) {
    this.name = name;
    this.shared = shared;
    this.remoteEntry = remoteEntry;
  }

  apply(compiler) {
    emitJsonAsset(compiler, {
      plugin: NAME,
      file: 'mf-manifest.json',
      // With the chunks' final file names, before RoutesJsonPlugin (REPORT) adds the routes.
      stage: 'PROCESS_ASSETS_STAGE_ANALYSE',
      make: (compilation) => this.manifest(compilation),
    });
  }

  manifest(compilation) {
    const { name } = this;
    return {
      id: name,
      name,
      metaData: {
        name,
        type: 'app',
        globalName: name,
        publicPath: this.remoteEntry ? 'auto' : compilation.outputOptions.publicPath,
        ...(this.remoteEntry ? { remoteEntry: { name: this.remoteEntry, path: '' } } : {}),
      },
      shared: Object.entries(this.shared).map(([shareKey, config]) => ({
        id: `${name}:${shareKey}`,
        name: shareKey,
        version: config.version,
        singleton: Boolean(config.singleton),
        requiredVersion: config.requiredVersion,
      })),
      remotes: [],
      exposes: this.remoteEntry ? exposesOf(compilation, name) : [],
    };
  }
}

/** A container's exposed modules, each with the files its chunk group loads. */
function exposesOf(compilation, name) {
  const { containerModule } = containerOf(compilation, name);
  return containerModule.blocks.map((block) => {
    const exposed = block.loc.name;
    const chunks = compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? [];
    return {
      id: `${name}:${exposed.replace(/^\.\//, '')}`,
      name: exposed.replace(/^\.\//, ''),
      path: exposed,
      assets: {
        js: { sync: filesOf(chunks, '.js') },
        css: { sync: filesOf(chunks, '.css') },
      },
    };
  });
}

module.exports = { FederationManifestPlugin };
