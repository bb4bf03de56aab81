import PgBoss from 'pg-boss';
import type { JobConnection } from '../db/database';
import { pgliteJobDb } from './pglite-job-db';

/**
 * A named job: what runs it, and optionally when it runs by itself. A job must be safe to run twice (a
 * process killed while running it leaves the job active until it expires; it then runs again), so its
 * work is a statement or transaction that checks what is already done.
 */
export interface JobDefinition {
  name: string;
  run(data: Readonly<Record<string, unknown>>): Promise<void>;
  /** A cron expression (UTC unless `timeZone`): pg-boss sends the job once per match across all runners. */
  cron?: string;
  timeZone?: string;
  /**
   * Also run once each time a runner starts: what fell due while no runner ran is done at once, not at the
   * next match of the cron, which pg-boss checks every `cronMonitorIntervalSeconds` only.
   */
  runAtStart?: boolean;
  /** How long one run may take before pg-boss counts it failed and retries it (default 15 minutes). */
  expireInSeconds?: number;
  /**
   * pg-boss's queue policy: 'standard' (default) queues every send; 'short' keeps at most one waiting run
   * per singleton key (a send while one waits answers null); 'singleton' runs one at a time; 'stately'
   * both.
   */
  policy?: PgBoss.QueuePolicy;
}

export interface SendOptions {
  /**
   * Holds back a second run with the same key: while one waits, on a queue of policy 'short' or
   * 'stately'; within `singletonSeconds` of the first, on any queue. A send held back answers null.
   */
  singletonKey?: string;
  singletonSeconds?: number;
  startAfter?: Date;
}

export interface JobRunner {
  /** Adds a job; before start() only (its queue, worker and schedule are set up by start()). */
  define(job: JobDefinition): void;
  /** Installs pg-boss's schema when missing, then works and schedules every defined job. */
  start(): Promise<void>;
  /** Queues a run of a defined job; answers its id, or null when a singleton key held it back. */
  send(name: string, data?: Record<string, unknown>, options?: SendOptions): Promise<string | null>;
  /** Stops fetching, lets running jobs finish (within `timeoutMs`) and lets go of the database. */
  stop(timeoutMs?: number): Promise<void>;
  readonly started: boolean;
}

export interface JobRunnerOptions {
  /** Where a failed fetch or job is told (pino's warn fits). */
  warn?: (details: Record<string, unknown>, message: string) => void;
  /** How often an idle worker asks for a job (pg-boss's default 2 s; at least 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How often the schedules are looked at (1..45 s; pg-boss's default 30 s). */
  cronMonitorIntervalSeconds?: number;
  /** pg-boss's schema (default pgboss), beside the platform's tables. */
  schema?: string;
}

function bossOptions(connection: JobConnection, options: JobRunnerOptions): PgBoss.ConstructorOptions {
  const common: PgBoss.ConstructorOptions = {
    schema: options.schema ?? 'pgboss',
    application_name: 'wl-jobs',
    cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 30,
    cronWorkerIntervalSeconds: Math.min(5, options.cronMonitorIntervalSeconds ?? 5),
  };
  // PGlite is one in-process connection: pg-boss shares it. A PostgreSQL server gets a small pool of
  // pg-boss's own, so a slow job never holds a connection the players' calls need.
  return connection.kind === 'pglite'
    ? { ...common, db: pgliteJobDb(connection.client) }
    : { ...common, connectionString: connection.url, max: 3 };
}

/** PostgreSQL's answer when two transactions wait for each other: one is undone and may run again. */
const isDeadlock = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '40P01';

/**
 * A job's queue, made when missing. Two processes starting at once may both make it: pg-boss's
 * create_queue then deadlocks in one of them, which looks again and finds the other's.
 */
async function createQueue(boss: PgBoss, job: JobDefinition): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(job.name)) return;
    try {
      await boss.createQueue(job.name, {
        name: job.name,
        policy: job.policy ?? 'standard',
        ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
      });
      return;
    } catch (error) {
      if (!isDeadlock(error) || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/**
 * The platform's job runner: pg-boss over the platform's own database, PGlite or PostgreSQL alike. A job
 * is fetched with FOR UPDATE SKIP LOCKED, so each run goes to one runner however many processes run one;
 * a cron schedule is sent once per match across them (pg-boss's cron lock); queued jobs survive a
 * restart and run when a runner is back.
 */
export function createJobRunner(connection: JobConnection, options: JobRunnerOptions = {}): JobRunner {
  const jobs = new Map<string, JobDefinition>();
  const warn = options.warn ?? (() => undefined);
  let boss: PgBoss | undefined;
  let starting: Promise<void> | undefined;

  async function setUp(started: PgBoss, job: JobDefinition): Promise<void> {
    await createQueue(started, job);
    await started.work<Record<string, unknown>>(
      job.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async ([first]) => {
        if (!first) return;
        try {
          await job.run(first.data ?? {});
        } catch (error) {
          // Failed: pg-boss runs it again (its retry limit), and a cron job runs at its next match anyway.
          warn({ job: job.name, id: first.id, error: String(error) }, 'job failed');
          throw error;
        }
      },
    );
    if (job.cron) await started.schedule(job.name, job.cron, {}, { tz: job.timeZone ?? 'UTC' });
    else await started.unschedule(job.name);
    // Not held back by a singleton key: a process started again right after a crash must not wait for the
    // window of the crashed one's run; a job is safe to run twice anyway.
    if (job.runAtStart) await started.send(job.name, {});
  }

  async function start(): Promise<void> {
    const created = new PgBoss(bossOptions(connection, options));
    created.on('error', (error: Error & { queue?: string }) =>
      warn({ error: error.message, queue: error.queue }, 'job runner error'),
    );
    await created.start();
    try {
      for (const job of jobs.values()) await setUp(created, job);
    } catch (error) {
      await created.stop({ graceful: false, close: true });
      throw error;
    }
    boss = created;
  }

  return {
    get started() {
      return boss !== undefined;
    },
    define(job) {
      if (starting) throw new Error(`job ${job.name} defined after the runner started`);
      jobs.set(job.name, job);
    },
    start() {
      starting ??= start();
      return starting;
    },
    async send(name, data = {}, sendOptions = {}) {
      if (!boss) throw new Error('the job runner is not started');
      if (!jobs.has(name)) throw new Error(`no job ${name}`);
      return boss.send(name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.singletonSeconds ? { singletonSeconds: sendOptions.singletonSeconds } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
    },
    async stop(timeoutMs = 10_000) {
      const running = starting;
      if (!running) return;
      await running.catch(() => undefined);
      const started = boss;
      boss = undefined;
      starting = undefined;
      // Graceful: running jobs get the time to finish; what is still running then is failed and retried
      // by the next runner. close: pg-boss's own pool (PostgreSQL) ends; a shared PGlite stays open.
      if (started) await started.stop({ graceful: true, wait: true, close: true, timeout: timeoutMs });
    },
  };
}
