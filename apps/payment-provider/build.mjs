// Builds the demo payment service provider into dist/apps/payment-provider/main.js, runnable alone with
// `node dist/apps/payment-provider/main.js`. The hosted pages are rendered on the server with their
// styles inline (under a nonce), so there is no browser bundle.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'dist/apps/payment-provider');

rmSync(outDir, { recursive: true, force: true });

// Bundled the way every Node entry of the workspace is (npm packages stay external).
execFileSync(
  process.execPath,
  ['tools/scripts/build-node.mjs', 'apps/payment-provider/src/main.ts', 'dist/apps/payment-provider/main.js'],
  { cwd: root, stdio: 'inherit' },
);
console.log(`payment-provider: server in ${path.relative(root, outDir)}`);
