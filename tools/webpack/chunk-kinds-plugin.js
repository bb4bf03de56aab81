// Writes chunk-kinds.json next to the bundles: for each emitted JavaScript file, whether it holds the
// app's own code ("app") or only shared packages and workspace libs ("shared"), for the byte benchmark.
const path = require('node:path');

class ChunkKindsPlugin {
  constructor(projectRoot) {
    this.ownSource = path.join(projectRoot, 'src') + path.sep;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkKindsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkKindsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const kinds = {};
          for (const chunk of compilation.chunks) {
            let own = false;
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              const resource = module.nameForCondition && module.nameForCondition();
              if (resource && resource.startsWith(this.ownSource)) own = true;
            }
            const kind = own || chunk.hasRuntime() ? 'app' : 'shared';
            for (const file of chunk.files) if (file.endsWith('.js')) kinds[file] = kind;
          }
          const json = JSON.stringify(kinds, null, 2);
          compilation.emitAsset('chunk-kinds.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { ChunkKindsPlugin };
