import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Pool } from 'pg';
import { createPostgresPool, endPoolWithin } from './postgres-pool';
import { POSTGRES_TIMEOUTS, type PostgresTimeouts } from './postgres-timeouts';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver's database: PGlite and node-postgres share drizzle's PostgreSQL query API. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, usable wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * How the job runner (jobs/job-runner.ts) reaches the same database: PGlite is one in-process client,
 * which pg-boss then shares; a PostgreSQL server is reached by its URL, pg-boss keeping a small pool.
 */
export type JobConnection = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  jobConnection: JobConnection;
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
  /** PostgreSQL only: waits and limits, each defaulting to POSTGRES_TIMEOUTS (the production values). */
  timeouts?: Partial<PostgresTimeouts>;
  /** PGlite only: start from this dumped data folder (a tarball from `dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
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

/**
 * Migrations run on a connection of their own, without the statement and lock limits of the players'
 * calls: a schema change on a big table may rightly take longer than any call may.
 */
async function migrateOnOwnConnection(url: string, timeouts: PostgresTimeouts, migrationsFolder: string) {
  const pool = new Pool({
    connectionString: url,
    max: 1,
    connectionTimeoutMillis: timeouts.connectMs,
    keepAlive: true,
  });
  pool.on('error', (error) => console.warn('PostgreSQL connection lost while migrating:', error.message));
  try {
    await migratePostgres(drizzlePostgres(pool, { schema }), { migrationsFolder });
  } finally {
    await endPoolWithin(pool, timeouts.closeMs);
  }
}

/** Opens the platform database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const migrationsFolder = resolveMigrationsDir(options.migrationsDir);
  if (options.url) {
    const timeouts: PostgresTimeouts = { ...POSTGRES_TIMEOUTS, ...options.timeouts };
    await migrateOnOwnConnection(options.url, timeouts, migrationsFolder);
    const pool = createPostgresPool(options.url, options.poolSize ?? 10, timeouts);
    const db = drizzlePostgres(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      jobConnection: { kind: 'postgres', url: options.url },
      close: () => endPoolWithin(pool, timeouts.closeMs),
    };
  }
  const dataDir = options.dataDir ?? path.resolve('.data/pglite');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  // Closing twice (a shutdown racing a failed start) is a no-op, as pool.end() is for PostgreSQL.
  const close = async () => (client.closed ? undefined : client.close());
  return { db: db as unknown as Db, kind: 'pglite', jobConnection: { kind: 'pglite', client }, close };
}
