// Builds the demo game studio into dist/apps/game-studio: the server (main.js, runnable alone with
// `node dist/apps/game-studio/main.js`) and one browser bundle per game page under public/, named by a
// hash of their content and listed in public/manifest.json for the server.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'dist/apps/game-studio');
const publicDir = path.join(outDir, 'public');
const KINDS = ['slot', 'roulette', 'baccarat', 'crash', 'keno'];

rmSync(outDir, { recursive: true, force: true });
mkdirSync(publicDir, { recursive: true });

// The server, bundled the way every Node entry of the workspace is (npm packages stay external).
execFileSync(
  process.execPath,
  ['tools/scripts/build-node.mjs', 'apps/game-studio/src/main.ts', 'dist/apps/game-studio/main.js'],
  { cwd: root, stdio: 'inherit' },
);

// The game pages: each kind's script with its styles, minified, for browsers from 2020 on.
const result = await build({
  absWorkingDir: root,
  entryPoints: Object.fromEntries(
    KINDS.map((kind) => [kind, `apps/game-studio/src/client/${kind}/${kind}-page.ts`]),
  ),
  outdir: publicDir,
  entryNames: '[name]-[hash]',
  bundle: true,
  platform: 'browser',
  format: 'esm',
  target: ['es2020', 'chrome90', 'firefox90', 'safari14'],
  minify: true,
  legalComments: 'none',
  // Maps stay next to the bundles for debugging; the server never serves them.
  sourcemap: 'external',
  metafile: true,
  logLevel: 'warning',
});

const manifest = {};
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  if (!output.entryPoint || !file.endsWith('.js')) continue;
  const kind = path.basename(output.entryPoint, '.ts').replace(/-page$/, '');
  if (!output.cssBundle) throw new Error(`${output.entryPoint} has no styles`);
  manifest[kind] = { js: path.basename(file), css: path.basename(output.cssBundle) };
}
for (const kind of KINDS) if (!manifest[kind]) throw new Error(`No bundle for ${kind}`);
writeFileSync(path.join(publicDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`game-studio: server and ${KINDS.length} game pages in ${path.relative(root, outDir)}`);
