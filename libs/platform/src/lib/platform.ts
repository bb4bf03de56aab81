import { randomBytes } from 'node:crypto';
import pino from 'pino';
import type { LiveBus } from './betting/feed/live-events';
import { createBackofficeServices, type BackofficeServices } from './backoffice/backoffice-services';
import { SECRET_KEY_BYTES, SecretBox } from './backoffice/staff/secret-box';
import { sealStoredSecrets } from './backoffice/staff/seal-stored-secrets';
import { createBettingServices, type BettingServices } from './betting/betting-services';
import { createCashierServices, type CashierServices } from './cashier/cashier-services';
import { every, type PeriodicTask } from './periodic-task';
import { openDatabase, type Database, type DatabaseOptions } from './db/database';
import { createJobRunner, type JobRunner } from './jobs/job-runner';
import { createPlayServices } from './play/play-services';
import type { PlayServices } from './play/play-types';
import { type CatalogueSyncLoop, keepCataloguesInSync } from './play/providers/catalogue-sync';
import type { ProviderHealthCheck } from './play/providers/provider-health';
import { createPlayerServices, type OperatorServices, type PlayerServices } from './players/player-services';
import { createRewardsServices, type RewardsServices } from './rewards/rewards-services';
import { createSiteServices, type SiteServices } from './sites/site-services';
import { OutboxSmsSender, type SmsSender } from './players/sms-sender';
import { refuseDemoInProduction } from './seed/demo-guard';
import { RateLimiter } from './players/auth/rate-limiter';
import { createSecurityLog, type SecurityLog } from './security-log/security-log';

export interface PlatformDeps {
  database: Database;
  /** Injected so tests can move time (code expiry, session expiry, maintenance windows). */
  clock: () => Date;
  sms: SmsSender;
  /** Sign-ins, throttling, credential and session changes and operator actions, without secrets. */
  securityLog: SecurityLog;
}

/** The platform's services over one database; the HTTP routes, the site server and the operator CLI use it. */
export interface Platform extends PlatformDeps {
  sites: SiteServices;
  /** What a player's calls use. */
  players: PlayerServices;
  /** The back office: the operator command, seed data and tests; never a player's call. */
  operator: OperatorServices;
  /** Game play: launches, the providers' wallet calls, rounds. */
  play: PlayServices;
  /** The cashier: payment methods, deposits through a PSP, withdrawals, bank accounts, statement. */
  cashier: CashierServices;
  /** The rewards: the provably fair token games (lucky spin, dice) and their seeds, missions, leaderboard. */
  rewards: RewardsServices;
  /** Sports betting: the match feed, bets placed, cashed out and settled, and the live changes. */
  betting: BettingServices;
  /** The back office: staff accounts, their sign-in with TOTP and sessions, the audit log. */
  backoffice: BackofficeServices;
  /** Counters per client address and subject, shared by every server process (in the database). */
  rateLimiter: RateLimiter;
  /**
   * Scheduled and queued work on pg-boss in the platform's database (the leaderboard payout): started by
   * createPlatform with backgroundWork, else by whoever wants it (tests); stopped by close().
   */
  jobs: JobRunner;
  close(): Promise<void>;
}

export interface CreatePlatformOptions {
  database?: DatabaseOptions | Database;
  clock?: () => Date;
  sms?: SmsSender;
  /** Standard output by default; tests pass a silent one or one they read. */
  securityLog?: SecurityLog;
  /**
   * Seed the demo sites, games and players (published password) when the database has none. Only when
   * asked: the demo start sets DEMO_DATA=1; nothing else seeds.
   */
  seedDemo?: boolean;
  /** Where the demo seed prints the demo staff's sign-in (the console by default); nothing else does. */
  demoOutput?: (line: string) => void;
  /** A production start (NODE_ENV=production): no demo seed, and no demo player with the demo password. */
  production?: boolean;
  /** Whether a provider's launch page answers (tests pass their own; default: asks its /health). */
  providerHealth?: ProviderHealthCheck;
  /**
   * Keep the providers' catalogue answers (what each game plays as) in step, at start and every few
   * hours: the servers set it; tests and the operator command do not.
   */
  syncCatalogues?: boolean;
  /**
   * Run the periodic work (deposits past their time expire, approved payouts are sent again): the
   * servers set it; tests and the operator command do not.
   */
  backgroundWork?: boolean;
  /** Where the feed's live changes go: this process's own by default, Redis pub/sub across servers. */
  liveBus?: LiveBus;
  /** The background work's log level (LOG_LEVEL, as the servers' request logs). */
  logLevel?: string;
  /**
   * The 32-byte key that seals the staff's TOTP secrets in the database (STAFF_SECRET_KEY or its key
   * file: platform-env.ts). Absent (tests): a key of this process alone, so what it sealed does not open
   * after a restart.
   */
  staffSecretKey?: Buffer;
}

/** How often the match feed moves: scores, the clock and prices in play change at most this late. */
const FEED_TICK_MS = 5_000;

function isDatabase(value: DatabaseOptions | Database | undefined): value is Database {
  return value !== undefined && 'db' in value;
}

export async function createPlatform(options: CreatePlatformOptions = {}): Promise<Platform> {
  const database = isDatabase(options.database) ? options.database : await openDatabase(options.database);
  const clock = options.clock ?? (() => new Date());
  const deps: PlatformDeps = {
    database,
    clock,
    sms: options.sms ?? new OutboxSmsSender(database.db, clock),
    securityLog: options.securityLog ?? createSecurityLog(),
  };
  const sites = createSiteServices(deps);
  const rateLimiter = new RateLimiter(database.db, clock, deps.securityLog);
  const { players, operator } = createPlayerServices(deps, sites, rateLimiter);
  const play = createPlayServices(deps, sites, operator.ledger, operator, options.providerHealth);
  const cashier = createCashierServices(deps, sites);
  const rewards = createRewardsServices(deps, sites, players, play.freeRounds);
  let jobLog: pino.Logger | undefined;
  const jobs = createJobRunner(database.jobConnection, {
    warn: (details, message) =>
      (jobLog ??= pino({ name: 'jobs', level: options.logLevel ?? 'info' })).warn(details, message),
  });
  jobs.define(rewards.leaderboard.job);
  jobs.define(rewards.promotions.job);
  jobs.define(rewards.referral.job);
  const betting = createBettingServices(deps, players, sites.sportsbook, jobs, options.liveBus);
  jobs.define(betting.settlement.job);
  const secretBox = new SecretBox(options.staffSecretKey ?? randomBytes(SECRET_KEY_BYTES));
  const backoffice = createBackofficeServices(deps, rateLimiter, secretBox);
  let catalogueSync: CatalogueSyncLoop | undefined;
  let cashierSweep: PeriodicTask | undefined;
  let roundSweep: PeriodicTask | undefined;
  let matchFeed: PeriodicTask | undefined;
  const platform: Platform = {
    ...deps,
    sites,
    players,
    operator,
    play,
    cashier,
    rewards,
    betting,
    backoffice,
    rateLimiter,
    jobs,
    close: async () => {
      // Before the database: a running job finishes (or is failed, to run again) while it still can.
      await jobs.stop();
      catalogueSync?.stop();
      cashierSweep?.stop();
      roundSweep?.stop();
      matchFeed?.stop();
      await betting.live.close();
      await database.close();
    },
  };
  if (options.production) {
    await refuseDemoInProduction(database.db, options.seedDemo ?? false).catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
  }
  await sealStoredSecrets(database.db, secretBox);
  if (options.seedDemo) {
    const { seedDemo } = await import('./seed/seed-demo');
    await seedDemo(platform, options.demoOutput ?? ((line) => console.log(line)));
  }
  if (options.syncCatalogues) {
    const log = pino({ name: 'catalogue-sync', level: options.logLevel ?? 'info' });
    catalogueSync = keepCataloguesInSync(database.db, (message, details) => log.warn(details, message));
  }
  if (options.backgroundWork) {
    const log = pino({ name: 'cashier-sweep', level: options.logLevel ?? 'info' });
    // Every instance sweeps; each step is a conditional update, so two sweeps never do a thing twice.
    cashierSweep = every(
      30_000,
      () => cashier.sweep(),
      (error) => log.warn({ error: String(error) }, 'cashier sweep failed'),
    );
    // Token rounds left open by a crash between their two statements; settling is idempotent.
    roundSweep = every(
      60_000,
      () => rewards.minigames.settleOpenRounds(),
      (error) => log.warn({ error: String(error) }, 'token round sweep failed'),
    );
    // The match feed: every instance ticks; a row is written forwards only and the same state is the same
    // on every process, so two instances' ticks agree (the first to write a change publishes it).
    matchFeed = every(
      FEED_TICK_MS,
      () => betting.tick(),
      (error) => log.warn({ error: String(error) }, 'match feed tick failed'),
    );
    // The job runner: the leaderboard's every-minute payout, once across all processes (and once at
    // start, paying at once what ended while no process was running).
    try {
      await jobs.start();
    } catch (error) {
      await platform.close();
      throw error;
    }
  }
  return platform;
}
