// Names the shell build: emits build-meta.json ({ version, builtAt }, polled hourly by the running pages)
// and writes the same version into index.html as <meta name="wl-build">, so a page knows its own build.
const { Compilation, sources } = require('webpack');

const META_FILE = 'build-meta.json';
const HTML_FILE = 'index.html';
const HEAD_MARKER = '<!--wl-head-->';

class BuildMetaPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildMetaPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildMetaPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          // The compilation hash changes exactly when an emitted file of the shell changes.
          const version = compilation.hash;
          const meta = { version, builtAt: new Date().toISOString() };
          compilation.emitAsset(META_FILE, new sources.RawSource(`${JSON.stringify(meta)}\n`));
          const html = compilation.getAsset(HTML_FILE);
          if (!html) return;
          const text = html.source.source().toString();
          if (!text.includes(HEAD_MARKER)) {
            throw new Error(`${HTML_FILE} has no ${HEAD_MARKER} marker for the build version`);
          }
          const tag = `<meta name="wl-build" content="${version}" />\n    ${HEAD_MARKER}`;
          compilation.updateAsset(HTML_FILE, new sources.RawSource(text.replace(HEAD_MARKER, tag)));
        },
      );
    });
  }
}

module.exports = { BuildMetaPlugin };
