// The platform runs its migrations at start: ship them next to the bundled server.
import { cpSync } from 'node:fs';
import path from 'node:path';

const [outDir] = process.argv.slice(2);
if (!outDir) {
  console.error('usage: node tools/scripts/copy-migrations.mjs <dist folder>');
  process.exit(2);
}
cpSync('libs/platform/migrations', path.join(outDir, 'migrations'), { recursive: true });
