// Writes chunk-kinds.json next to the bundles: for each emitted JavaScript file, whether it holds the
// app's own code ("app") or only shared packages and workspace libs ("shared"), for the byte benchmark;
// and chunk-libs.json: the workspace libs whose entry (libs/<name>/src/index.ts) each file holds, so the
// byte budget test can tell which shared libs a first visit downloaded.
const path = require('node:path');

const workspaceLibs = path.resolve(__dirname, '../../libs') + path.sep;
const libEntry = /^([^/\\]+)[/\\]src[/\\]index\.tsx?$/;

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
          const libs = {};
          for (const chunk of compilation.chunks) {
            let own = false;
            const held = [];
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              const resource = module.nameForCondition && module.nameForCondition();
              if (resource && resource.startsWith(this.ownSource)) own = true;
              const entry =
                resource &&
                resource.startsWith(workspaceLibs) &&
                libEntry.exec(resource.slice(workspaceLibs.length));
              if (entry) held.push(`@wl/${entry[1]}`);
            }
            const kind = own || chunk.hasRuntime() ? 'app' : 'shared';
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              kinds[file] = kind;
              if (held.length > 0) libs[file] = held.sort();
            }
          }
          const { RawSource } = compiler.webpack.sources;
          compilation.emitAsset('chunk-kinds.json', new RawSource(JSON.stringify(kinds, null, 2)));
          compilation.emitAsset('chunk-libs.json', new RawSource(JSON.stringify(libs, null, 2)));
        },
      );
    });
  }
}

module.exports = { ChunkKindsPlugin };
