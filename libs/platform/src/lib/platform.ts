import { openDatabase, type Database, type DatabaseOptions } from './db/database';
import { createPlayerServices, type OperatorServices, type PlayerServices } from './players/player-services';
import { createSiteServices, type SiteServices } from './sites/site-services';
import { OutboxSmsSender, type SmsSender } from './players/sms-sender';

export interface PlatformDeps {
  database: Database;
  /** Injected so tests can move time (code expiry, session expiry, maintenance windows). */
  clock: () => Date;
  sms: SmsSender;
}

/** The platform's services over one database; the HTTP routes, the site server and the operator CLI use it. */
export interface Platform extends PlatformDeps {
  sites: SiteServices;
  /** What a player's calls use. */
  players: PlayerServices;
  /** The back office: the operator command, seed data and tests; never a player's call. */
  operator: OperatorServices;
  close(): Promise<void>;
}

export interface CreatePlatformOptions {
  database?: DatabaseOptions | Database;
  clock?: () => Date;
  sms?: SmsSender;
  /** Seed the demo sites, games and players when the database has none (the default outside tests). */
  seedDemo?: boolean;
}

function isDatabase(value: DatabaseOptions | Database | undefined): value is Database {
  return value !== undefined && 'db' in value;
}

export async function createPlatform(options: CreatePlatformOptions = {}): Promise<Platform> {
  const database = isDatabase(options.database) ? options.database : await openDatabase(options.database);
  const clock = options.clock ?? (() => new Date());
  const deps: PlatformDeps = { database, clock, sms: options.sms ?? new OutboxSmsSender(database.db, clock) };
  const sites = createSiteServices(deps);
  const { players, operator } = createPlayerServices(deps, sites);
  const platform: Platform = { ...deps, sites, players, operator, close: () => database.close() };
  if (options.seedDemo ?? true) {
    const { seedDemo } = await import('./seed/seed-demo');
    await seedDemo(platform);
  }
  return platform;
}
