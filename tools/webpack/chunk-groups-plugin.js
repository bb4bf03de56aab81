// Writes chunk-groups.json next to the browser bundles: for each named chunk group (the shell's entry, a
// remote's exposed module, each template and page chunk), the JavaScript and CSS files it needs. The site
// server reads it to link the first view's stylesheets and preload its scripts in server-rendered pages.
class ChunkGroupsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = {};
          const named = new Set();
          for (const [name, group] of compilation.namedChunkGroups) {
            const files = group.getFiles();
            for (const chunk of group.chunks) named.add(chunk);
            groups[name] = {
              js: files.filter((file) => file.endsWith('.js')),
              css: files.filter((file) => file.endsWith('.css')),
            };
          }
          // Stylesheets of the shared modules (a workspace lib's CSS, loaded with the lib itself): in
          // chunks of no named group, with the code they style.
          const shared = [...compilation.chunks].filter((chunk) => !named.has(chunk));
          const sharedFiles = shared
            .map((chunk) => [...chunk.files])
            .filter((files) => files.some((file) => file.endsWith('.js')));
          groups['shared-modules'] = {
            js: [],
            css: sharedFiles.flat().filter((file) => file.endsWith('.css')),
          };
          const json = JSON.stringify(groups, null, 2);
          compilation.emitAsset('chunk-groups.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { ChunkGroupsPlugin };
