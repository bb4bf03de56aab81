// Writes chunk-groups.json next to the browser bundles: for each named chunk group (the shell's entry, a
// remote's exposed module, each template and page chunk), the JavaScript and CSS files it needs, and the
// files of the shared modules it consumes (`sharedJs`). The site server reads it to link the first view's
// stylesheets and preload its scripts in server-rendered pages.

/**
 * The JavaScript files of the shared modules a chunk group consumes, and of those they consume in turn,
 * as this build provides them: the federation runtime loads them all before the group's code runs, but
 * only once that code has been fetched and started, so a page that does not preload them waits for one
 * more wave of scripts. A build that only consumes (a remote) lists none: the shell provides them.
 */
function sharedFilesOf(group, chunkGraph, providers) {
  const seen = new Set(group.chunks);
  const queue = [...group.chunks];
  const files = new Set();
  while (queue.length > 0) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const provider = providers.get(module.options.shareKey);
      for (const block of provider?.blocks ?? []) {
        for (const target of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
          if (seen.has(target)) continue;
          seen.add(target);
          queue.push(target);
          for (const file of target.files) if (file.endsWith('.js')) files.add(file);
        }
      }
    }
  }
  return [...files];
}

class ChunkGroupsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = {};
          const named = new Set();
          // The modules this build provides to the share scope, by share key.
          const providers = new Map();
          for (const module of compilation.modules)
            if (module.type === 'provide-module') providers.set(module._name, module);
          for (const [name, group] of compilation.namedChunkGroups) {
            const files = group.getFiles();
            for (const chunk of group.chunks) named.add(chunk);
            const js = files.filter((file) => file.endsWith('.js'));
            groups[name] = {
              js,
              css: files.filter((file) => file.endsWith('.css')),
              sharedJs: sharedFilesOf(group, compilation.chunkGraph, providers).filter(
                (file) => !js.includes(file),
              ),
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
