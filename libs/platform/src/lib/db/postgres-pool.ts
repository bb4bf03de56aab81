import { Socket } from 'node:net';
import { Pool, type PoolClient } from 'pg';
import type { PostgresTimeouts } from './postgres-timeouts';

/** A checked-out connection given up on; classed with the socket errors of an unreachable server. */
class ConnectionDroppedError extends Error {
  readonly code = 'ETIMEDOUT';

  constructor(reason: string) {
    super(`PostgreSQL connection dropped: ${reason}`);
    this.name = 'ConnectionDroppedError';
  }
}

type ConnectCallback = Parameters<Pool['connect']>[0];

/**
 * Hands a checked-out connection to its user (drizzle's transactions) so that it always comes back, and
 * comes back only when it can serve again. Drizzle releases a transaction's connection without telling
 * the pool that a statement failed, and never releases it when `begin` itself fails; so:
 * - release is idempotent, and a connection still inside a transaction (its last statement was never
 *   answered) is released as broken, which makes the pool close it instead of lending it again;
 * - a socket error releases it at once (and is not an unhandled 'error' event that ends the process);
 * - a socket silent for longer than a statement may run is dropped: its server is unreachable.
 */
function lease(client: PoolClient, silenceMs: number): PoolClient {
  const poolRelease = client.release;
  const stream = client.connection.stream;
  const socket = stream instanceof Socket ? stream : undefined;
  let released = false;

  const release = (error?: Error | boolean): void => {
    if (released) return;
    released = true;
    client.off('error', release);
    socket?.off('timeout', onSilence);
    socket?.setTimeout(0);
    const status = client.getTransactionStatus();
    const broken =
      status === 'T' || status === 'E' ? new ConnectionDroppedError('left inside a transaction') : undefined;
    poolRelease(error || broken);
  };
  const onSilence = () => release(new ConnectionDroppedError(`no answer within ${silenceMs} ms`));

  client.on('error', release);
  socket?.setTimeout(silenceMs);
  socket?.on('timeout', onSilence);
  client.release = release;
  return client;
}

/**
 * The pool of the platform's PostgreSQL connections: pg's own pool, whose connections lent for a
 * transaction are guarded as `lease` says. Queries outside transactions already come back on failure.
 */
class PostgresPool extends Pool {
  constructor(
    config: ConstructorParameters<typeof Pool>[0],
    private readonly silenceMs: number,
  ) {
    super(config);
  }

  override connect(): Promise<PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<PoolClient> | void {
    // pg's own pool.query() checks out with a callback and hands back the error itself.
    if (callback) return super.connect(callback);
    return super.connect().then((client) => lease(client, this.silenceMs));
  }
}

/** The server-side limits and client-side timeouts every connection of the pool is opened with. */
function connectionSettings(url: string, timeouts: PostgresTimeouts) {
  return {
    connectionString: url,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    query_timeout: timeouts.queryMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: timeouts.keepAliveMs,
  };
}

export function createPostgresPool(url: string, poolSize: number, timeouts: PostgresTimeouts): Pool {
  const pool = new PostgresPool({ ...connectionSettings(url, timeouts), max: poolSize }, timeouts.queryMs);
  // An idle connection the server drops (restart, failover) must not crash the process; the pool
  // replaces it on the next query. Only the message: it names no query and no value.
  pool.on('error', (error) => console.warn('PostgreSQL connection lost:', error.message));
  return pool;
}

/**
 * Ends the pool, waiting at most `ms` for connections still in use: a request stuck on an unreachable
 * server must not hold the process open. Resolves either way.
 */
export async function endPoolWithin(pool: Pool, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<'gave up'>((resolve) => {
    timer = setTimeout(() => resolve('gave up'), ms);
    timer.unref();
  });
  const ended = pool.end().then(
    () => 'ended' as const,
    () => 'ended' as const,
  );
  const outcome = await Promise.race([ended, gaveUp]);
  clearTimeout(timer);
  if (outcome === 'gave up') {
    console.warn(`PostgreSQL pool not closed within ${ms} ms; ${pool.totalCount} connection(s) left behind`);
  }
}
