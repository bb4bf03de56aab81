import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Pool } from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver's database: PGlite and node-postgres share drizzle's PostgreSQL query API. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, usable wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it the platform runs on PGlite in-process. */
  url?: string;
  /** PGlite data folder; 'memory://' keeps nothing (tests). Default ./.data/pglite. */
  dataDir?: string;
  /** Where the SQL migrations are; found next to the bundle or in the source tree by default. */
  migrationsDir?: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
}

/** The migrations folder: beside the built server (dist/apps/<app>/migrations) or in the source tree. */
export function resolveMigrationsDir(explicit?: string): string {
  const candidates = [
    explicit,
    process.env['PLATFORM_MIGRATIONS_DIR'],
    path.join(__dirname, 'migrations'),
    path.resolve(__dirname, '../../../migrations'),
    path.resolve(process.cwd(), 'libs/platform/migrations'),
  ].filter((c): c is string => Boolean(c));
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`No platform migrations found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Opens the platform database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const migrationsFolder = resolveMigrationsDir(options.migrationsDir);
  if (options.url) {
    const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover) must not crash the process; the pool
    // replaces it on the next query.
    pool.on('error', (error) => console.warn('PostgreSQL connection lost:', error.message));
    const db = drizzlePostgres(pool, { schema });
    await migratePostgres(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? path.resolve('.data/pglite');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
