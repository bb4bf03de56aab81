import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { platformPlugin } from '../http/platform-plugin';
import { createPlatform, type Platform } from '../platform';
import { startFaultProxy, type FaultProxy } from '../testing/fault-proxy';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { openDatabase } from './database';
import { isDatabaseUnavailable } from './database-unavailable';
import type { PostgresTimeouts } from './postgres-timeouts';

const serverUrl = process.env['TEST_DATABASE_URL'];
// PGlite runs inside the process: there is no network between the platform and it to break.
const describeOnPostgres = serverUrl ? describe : describe.skip;

/**
 * Short limits so that each fault resolves within seconds (production: POSTGRES_TIMEOUTS). The pool
 * check below holds connections for HOLD_SECONDS: longer than connectMs, shorter than the others.
 */
const TIMEOUTS: PostgresTimeouts = {
  connectMs: 1_500,
  statementMs: 2_500,
  lockMs: 1_000,
  idleInTransactionMs: 4_000,
  queryMs: 3_000,
  keepAliveMs: 1_000,
  closeMs: 2_000,
};
const HOLD_SECONDS = 2;
const POOL_SIZE = 6;
/** Far beyond every limit above: a call not answered by then hangs. */
const HANG_MS = 15_000;
/** Full service must be back within 5 s: at most 10 polls half a second apart. */
const RECOVERY_POLLS = 10;
const POLL_PAUSE_MS = 500;

const HOST = 'alpha.test';
const ACCOUNT = 'steady1';
const PASSWORD = 'quiet harbour lantern 58';

/** `work` run `count` times, at most `concurrency` at once. */
async function boundedLoad<T>(
  count: number,
  concurrency: number,
  work: (i: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await work(i);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/** The promise's outcome, or 'hung' if it has none within HANG_MS. */
async function withinHangBound<T>(promise: Promise<T>): Promise<T | 'hung'> {
  const controller = new AbortController();
  const hung = sleep(HANG_MS, 'hung' as const, { signal: controller.signal }).catch(() => 'hung' as const);
  try {
    return await Promise.race([promise, hung]);
  } finally {
    controller.abort();
  }
}

function expectUnavailable(response: LightMyRequestResponse | 'hung'): void {
  expect(response).not.toBe('hung');
  if (response === 'hung') return;
  expect(response.statusCode).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  // The whole body: no SQL, no driver message, no stack.
  expect(response.json()).toEqual({ statusCode: -503, message: 'serviceUnavailable' });
}

describeOnPostgres('the platform when PostgreSQL fails (TEST_DATABASE_URL)', () => {
  let proxy: FaultProxy;
  let platform: Platform;
  let app: FastifyInstance;
  let testDatabase: TestDatabase | undefined;
  let auth: string;

  const call = (path: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: { host: HOST, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const startup = () => call('startup', { domain_name: HOST });
  const balance = () => call('auth/get_balance', { domain_name: HOST, account_id: ACCOUNT, auth });
  /** A transaction of its own on the platform's pool (drizzle's transaction path). */
  const transaction = () =>
    platform.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
  const served = (response: LightMyRequestResponse) =>
    response.statusCode === 200 && response.json<{ statusCode: number }>().statusCode === 1;

  /** Polls startup and a member call until both succeed; the poll it took, or 0 if none did. */
  async function pollUntilServed(): Promise<number> {
    for (let poll = 1; poll <= RECOVERY_POLLS; poll++) {
      const [site, member] = await Promise.all([startup(), balance()]);
      if (served(site) && served(member)) return poll;
      await sleep(POLL_PAUSE_MS);
    }
    return 0;
  }

  beforeAll(async () => {
    // The pool reports the connections the faults break; they are expected here.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = new URL(serverUrl ?? '');
    proxy = await startFaultProxy({ host: server.hostname, port: Number(server.port || 5432) });
    testDatabase = await createTestDatabase(server.toString(), 'wl_fault');
    const database = await openDatabase({
      url: proxy.urlFor(testDatabase.url),
      poolSize: POOL_SIZE,
      timeouts: TIMEOUTS,
    });
    platform = await createPlatform({ seedDemo: false, database });
    await platform.sites.upsertSite({
      key: 'alpha',
      name: 'Alpha Casino',
      hosts: [HOST],
      themeCode: 'casino1',
      themeColor: 'gold',
      currency: 'PHP',
    });
    await platform.operator.createPlayer('alpha', {
      accountId: ACCOUNT,
      password: PASSWORD,
      contactPhone: '+63 917 5550101',
      contactEmail: 'steady1@example.com',
    });
    app = Fastify({ logger: false });
    await app.register(platformPlugin, { prefix: '/api', platform });
    await app.ready();
    const login = await call('auth/login', { domain_name: HOST, account_id: ACCOUNT, password: PASSWORD });
    auth = login.json<{ token: string }>().token;
  }, 60_000);

  afterAll(async () => {
    await proxy?.close();
    await testDatabase?.drop();
    jest.restoreAllMocks();
  });

  it('serves a bounded load of startup and member calls while the database is up', async () => {
    const answers = await boundedLoad(300, 10, (i) => (i % 3 === 2 ? balance() : startup()));
    expect(answers.filter(served)).toHaveLength(300);
  }, 60_000);

  it('answers 503 within its lock timeout rather than waiting behind a long lock on the sites table', async () => {
    const operator = new Client({ connectionString: testDatabase?.url });
    await operator.connect();
    try {
      await operator.query('BEGIN');
      await operator.query('LOCK TABLE sites IN ACCESS EXCLUSIVE MODE');
      expectUnavailable(await withinHangBound(startup()));
    } finally {
      await operator.query('ROLLBACK');
      await operator.end();
    }
    expect(served(await startup())).toBe(true);
  }, 60_000);

  it('answers 503 serviceUnavailable with Retry-After, never 500 or SQL, while the database refuses', async () => {
    await proxy.refuse();
    const answers = await boundedLoad(40, 8, (i) => withinHangBound(i % 2 ? balance() : startup()));
    answers.forEach(expectUnavailable);
    expect(isDatabaseUnavailable(await transaction().catch((error: unknown) => error))).toBe(true);
    const credit = platform.operator.credit('alpha', ACCOUNT, 100, 'goodwill', 'refused-1');
    expect(isDatabaseUnavailable(await credit.catch((error: unknown) => error))).toBe(true);
  }, 60_000);

  it('recovers by itself within 5 s of the database accepting connections again', async () => {
    await proxy.restore();
    expect(await pollUntilServed()).toBeGreaterThan(0);
  }, 60_000);

  it('answers 503 within its timeouts, never hanging, while the network swallows everything', async () => {
    proxy.blackhole();
    const calls = [
      ...Array.from({ length: 8 }, () => withinHangBound(startup())),
      ...Array.from({ length: 8 }, () => withinHangBound(balance())),
    ];
    // More transactions than connections: some wait for one, the rest hang on a swallowed statement.
    const transactions = Array.from({ length: POOL_SIZE + 2 }, () =>
      withinHangBound(
        transaction().then(
          () => 'committed' as const,
          (error: unknown) => error,
        ),
      ),
    );
    const [answers, outcomes] = await Promise.all([
      Promise.all(calls),
      Promise.all(transactions),
      sleep(4_000),
    ]);
    answers.forEach(expectUnavailable);
    for (const outcome of outcomes) {
      expect(outcome).not.toBe('hung');
      expect(isDatabaseUnavailable(outcome)).toBe(true);
    }
  }, 60_000);

  it('serves fully within 5 s of the network coming back, every pooled connection usable again', async () => {
    await proxy.restore();
    expect(await pollUntilServed()).toBeGreaterThan(0);
    // As many transactions as the pool has connections, each holding one longer than a caller waits for
    // a free one: they all succeed only if no connection was lost to the faults.
    const held = await Promise.allSettled(
      Array.from({ length: POOL_SIZE }, () =>
        platform.database.db.transaction(async (tx) => {
          await tx.execute(sql.raw(`select pg_sleep(${HOLD_SECONDS})`));
        }),
      ),
    );
    expect(held.map((outcome) => outcome.status)).toEqual(Array(POOL_SIZE).fill('fulfilled'));
    const credit = await platform.operator.credit('alpha', ACCOUNT, 100, 'goodwill', 'restored-1');
    expect(credit.amountMinor).toBe(100);
    const answers = await boundedLoad(60, 10, (i) => (i % 2 ? balance() : startup()));
    expect(answers.filter(served)).toHaveLength(60);
  }, 60_000);

  it('closes the API and the platform within a bound while the network swallows everything', async () => {
    proxy.blackhole();
    const inFlight = [startup(), balance(), transaction().catch(() => undefined)];
    await sleep(200);
    const closed = await withinHangBound(Promise.all([app.close(), platform.close()]).then(() => 'closed'));
    expect(closed).toBe('closed');
    await Promise.allSettled(inFlight);
  }, 60_000);
});
