// Writes bundle-stats.json beside a production build: which JavaScript files a visit needs, read
// from webpack's chunk graph, for the bundle budget (scripts/bundle-budget.js).
//   shell:  { app, startup: [files] }   every file the shell's entry can load (it has no pages)
//   remote: { app, entry: [files], routes: [files], pages: { "<path>": [files] },
//             pageStyles: { "<path>": [css files] } }
//           remoteEntry.js, the ./routes expose with what it needs, and each route's lazy page
//           (its JavaScript, and the CSS files loaded with it: the shell's server preloads both)
const { pageRequests } = require('../routes');
const { emitJsonAsset } = require('./emit-json-asset');

const NAME = 'BundleStatsPlugin';

class BundleStatsPlugin {
  /** @param {{ app: string, routesFile?: string }} options  routesFile: a remote's, absolute */
  constructor({ app, routesFile }) {
    this.app = app;
    this.routesFile = routesFile;
  }

  apply(compiler) {
    emitJsonAsset(compiler, {
      plugin: NAME,
      file: 'bundle-stats.json',
      stage: 'PROCESS_ASSETS_STAGE_REPORT',
      make: (compilation) =>
        this.routesFile ? this.remoteStats(compilation) : this.shellStats(compilation),
    });
  }

  shellStats(compilation) {
    const reached = new Set();
    const visit = (group) => {
      if (reached.has(group)) return;
      reached.add(group);
      for (const child of group.childrenIterable) visit(child);
    };
    visit(compilation.entrypoints.get('main'));
    return { app: this.app, startup: jsFiles([...reached].flatMap((group) => group.chunks)) };
  }

  remoteStats(compilation) {
    const { chunkGraph } = compilation;
    const { container, containerModule } = containerOf(compilation, this.app);
    const groupFiles = (block, extension = '.js') => {
      const group = chunkGraph.getBlockChunkGroup(block);
      return group ? filesOf(group.chunks, extension) : [];
    };
    const exposeBlock = containerModule.blocks.find((block) => block.loc?.name === './routes');
    if (!exposeBlock) throw new Error('the ./routes expose was not found');

    // The routes module itself, or inside the module it was concatenated into (an empty list).
    const routesModule = [...compilation.modules]
      .flatMap((module) => [module, ...(module.modules ?? [])])
      .find((module) => module.resource === this.routesFile);
    if (!routesModule) throw new Error(`${this.routesFile} is not in the build`);
    const blockByRequest = new Map(
      routesModule.blocks.map((block) => [block.dependencies[0]?.request, block]),
    );
    const pages = {};
    const pageStyles = {};
    for (const [routePath, request] of Object.entries(pageRequests(this.routesFile))) {
      const block = blockByRequest.get(request);
      if (!block) continue;
      pages[routePath] = groupFiles(block);
      pageStyles[routePath] = groupFiles(block, '.css');
    }
    return {
      app: this.app,
      entry: jsFiles(container.chunks),
      routes: groupFiles(exposeBlock),
      pages,
      pageStyles,
    };
  }
}

/**
 * A remote's container: its entrypoint and its module (the one whose async blocks are the exposed
 * modules; @module-federation/enhanced's, or webpack's in a test's plain build), found by type, as a development build puts other entries first (react-refresh's, the
 * dev server's client).
 */
function containerOf(compilation, name) {
  const container = compilation.entrypoints.get(name);
  const containerModule =
    container &&
    [...compilation.chunkGraph.getChunkEntryModulesIterable(container.getEntrypointChunk())].find(
      // By its class's name: the package exports no path to its class.
      (module) => module.constructor.name === 'ContainerEntryModule',
    );
  if (!containerModule) throw new Error(`no container entry named ${name}`);
  return { container, containerModule };
}

/**
 * The files of some chunks with one extension, once each, sorted. Two chunks that register the
 * same chunk ids (the federation plugin emits the same shared fallback, react-dom for one, as two
 * files) are one download: the browser fetches whichever is asked for first, and it installs both
 * ids.
 */
function filesOf(chunks, extension) {
  const files = new Set();
  const registered = new Set();
  for (const chunk of chunks) {
    const ids = [...(chunk.ids ?? [chunk.id])].sort().join(',');
    if (registered.has(ids)) continue;
    registered.add(ids);
    for (const file of chunk.files) {
      // Not a development build's hot updates, which only the dev server's client asks for.
      if (file.endsWith(extension) && !/\.hot-update\./.test(file)) files.add(file);
    }
  }
  return [...files].sort();
}

/** The JavaScript files of some chunks, once each, sorted. */
const jsFiles = (chunks) => filesOf(chunks, '.js');

module.exports = { BundleStatsPlugin, containerOf, filesOf, jsFiles };
