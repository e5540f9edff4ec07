/**
 * Has each compilation emit `file`, the JSON of `make(compilation)`, at `stage` of processAssets
 * (a name of webpack's Compilation.PROCESS_ASSETS_STAGE_*); an error thrown by `make` fails the
 * build with the plugin's name.
 */
function emitJsonAsset(compiler, { plugin, file, stage, make }) {
  const { Compilation, WebpackError, sources } = compiler.webpack;
  compiler.hooks.thisCompilation.tap(plugin, (compilation) => {
    compilation.hooks.processAssets.tap({ name: plugin, stage: Compilation[stage] }, () => {
      try {
        const json = JSON.stringify(make(compilation), null, 2);
        compilation.emitAsset(file, new sources.RawSource(json));
      } catch (error) {
        compilation.errors.push(new WebpackError(`${plugin}: ${error.message}`));
      }
    });
  });
}

module.exports = { emitJsonAsset };
