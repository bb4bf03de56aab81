/**
 * SQLSTATE classes and codes that mean the database cannot serve right now, whatever the request:
 * 08 connection exception, 53 insufficient resources (too many connections, out of memory, disk full),
 * 58 system error (I/O); 57P01..57P03 shutdown and not-yet-accepting; 57014 a statement cancelled by
 * statement_timeout; 55P03 lock_timeout; 25P03 idle_in_transaction_session_timeout.
 */
const UNAVAILABLE_SQLSTATE_CLASSES = ['08', '53', '58'];
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '55P03', '25P03']);

/** Socket errors of a server that cannot be reached, or that went away mid-conversation. */
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * pg and pg-pool raise these without a code: a pool with no free connection in time, a connection cut,
 * timed out or already closed, a pool closing down. PGlite is closed only while the process stops.
 */
const UNAVAILABLE_MESSAGES = [
  /^timeout exceeded when trying to connect/,
  /^Connection terminated/,
  /^Query read timeout/,
  /is not queryable/,
  /^Cannot use a pool after calling end/,
  /^timeout expired/,
  /^PGlite is closed/,
];

function isUnavailableCode(code: string): boolean {
  return (
    UNREACHABLE_SOCKET_CODES.has(code) ||
    UNAVAILABLE_SQLSTATES.has(code) ||
    (code.length === 5 && UNAVAILABLE_SQLSTATE_CLASSES.includes(code.slice(0, 2)))
  );
}

function isUnavailableError(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && isUnavailableCode(code)) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when an error (as thrown, possibly wrapped by drizzle in `cause`, or several at once in an
 * AggregateError from a connect to several addresses) says the database is unreachable, overloaded or
 * timed out: the request itself was fine and may be tried again later (HTTP 503).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 10; seen++) {
    const current = pending.shift();
    if (typeof current !== 'object' || current === null) continue;
    if (isUnavailableError(current)) return true;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}
