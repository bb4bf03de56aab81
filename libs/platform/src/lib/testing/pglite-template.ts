import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveMigrationsDir } from '../db/database';

let template: Promise<Blob> | undefined;

/** A fingerprint of every migration file, so a changed or added migration makes a new template. */
function migrationsKey(dir: string): string {
  const hash = createHash('sha256');
  const files = [path.join('meta', '_journal.json'), ...readdirSync(dir).filter((f) => f.endsWith('.sql'))];
  for (const file of files.sort()) hash.update(file).update(readFileSync(path.join(dir, file)));
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(): Promise<Blob> {
  const dir = resolveMigrationsDir();
  const file = path.join(os.tmpdir(), `wl-pglite-migrated-${migrationsKey(dir)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = new PGlite('memory://');
  await migrate(drizzle(client), { migrationsFolder: dir });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  // Written beside, then renamed: test files that start at once never read half a file.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return new Blob([bytes]);
}

/**
 * An empty, migrated PGlite data folder, made once per set of migrations and kept in the system's
 * temporary folder. A test database loaded from it skips initdb and the migrations, about three
 * quarters of what a new in-memory database costs.
 */
export function migratedPgliteTemplate(): Promise<Blob> {
  template ??= buildTemplate();
  return template;
}
