/**
 * How long the platform waits on PostgreSQL, in milliseconds. Every call of a player is a few short
 * statements, so anything slower than a few seconds is a database that cannot serve now: the call then
 * answers 503 serviceUnavailable instead of queueing behind it, and the pool replaces the connection.
 */
export interface PostgresTimeouts {
  /** Opening a connection, and waiting for a free one when all are busy (pg `connectionTimeoutMillis`). */
  connectMs: number;
  /** The server cancels a statement running longer (`statement_timeout`, SQLSTATE 57014). */
  statementMs: number;
  /** The server gives up waiting for a row or table lock (`lock_timeout`, SQLSTATE 55P03). */
  lockMs: number;
  /** The server ends a session left idle inside a transaction (`idle_in_transaction_session_timeout`). */
  idleInTransactionMs: number;
  /**
   * The client stops waiting for an answer (pg `query_timeout`) and drops the connection: the server may
   * be unreachable, so its own statement timeout would never arrive. A little above `statementMs`, so a
   * reachable server answers its own cancellation first.
   */
  queryMs: number;
  /** TCP keepalive: the first probe after this much silence on an idle connection. */
  keepAliveMs: number;
  /** close(): how long to wait for connections in use to come back before giving up on them. */
  closeMs: number;
}

/** The production values; `openDatabase({ timeouts })` overrides any of them (the fault tests use short ones). */
export const POSTGRES_TIMEOUTS: Readonly<PostgresTimeouts> = Object.freeze({
  connectMs: 3_000,
  statementMs: 5_000,
  lockMs: 2_000,
  idleInTransactionMs: 10_000,
  queryMs: 6_000,
  keepAliveMs: 10_000,
  closeMs: 5_000,
});
