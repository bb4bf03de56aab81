// Bundles a Node entry (site server, platform, operator command) with the workspace libs it imports;
// npm packages stay external and load from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const workspacePaths = JSON.parse(readFileSync('tsconfig.base.json', 'utf8')).compilerOptions.paths;

const [entry, outfile] = process.argv.slice(2);
if (!entry || !outfile) {
  console.error('usage: node tools/scripts/build-node.mjs <entry.ts> <outfile.js>');
  process.exit(2);
}

/** npm packages are required at run time; workspace libs (@wl/*) are bundled through tsconfig paths. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      const lib = workspacePaths[args.path];
      return lib ? { path: path.resolve(lib[0]) } : { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  plugins: [externalPackages],
  sourcemap: true,
  logLevel: 'warning',
  // @wl/i18n's language icons use import.meta.url, read only in the browser bundle; never on a server.
  logOverride: { 'empty-import-meta': 'silent' },
});
