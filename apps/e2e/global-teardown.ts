import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Drops the run's database once every test and the servers are done. */
export default function globalTeardown(): void {
  spawnSync('node', [path.join(__dirname, 'e2e-database.mjs'), 'drop'], { stdio: 'inherit' });
}
