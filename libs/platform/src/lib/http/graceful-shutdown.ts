import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** How long requests in flight may still finish before their connections are cut. */
  drainMs?: number;
  /** The process exits by then whatever still hangs (a request, a database connection). */
  exitMs?: number;
  /** Tests pass their own; the process by default. */
  signals?: Pick<NodeJS.EventEmitter, 'on'>;
  exit?: (code: number) => void;
  log?: (message: string) => void;
}

export const SHUTDOWN_DRAIN_MS = 10_000;
const SWEEP_MS = 100;
/** Drain, then the database pool's own close bound (POSTGRES_TIMEOUTS.closeMs), with room to spare. */
export const SHUTDOWN_EXIT_MS = 20_000;

/**
 * On SIGTERM or SIGINT: stop accepting connections (Fastify answers 503 to requests still arriving on
 * open ones), let requests in flight finish for `drainMs`, then cut what is left; `app.close()` then
 * closes the platform (its pool has a bound of its own). An unref'd timer exits after `exitMs` even if
 * something still hangs. A second signal exits at once.
 */
export function closeOnSignals(app: FastifyInstance, options: ShutdownOptions = {}): void {
  const drainMs = options.drainMs ?? SHUTDOWN_DRAIN_MS;
  const exitMs = options.exitMs ?? SHUTDOWN_EXIT_MS;
  const signals = options.signals ?? process;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const log = options.log ?? ((message: string) => console.log(message));
  let closing = false;

  const onSignal = (signal: string) => {
    if (closing) {
      log(`${signal} again: exiting now`);
      exit(1);
      return;
    }
    closing = true;
    log(`${signal}: closing (in-flight requests get ${drainMs} ms)`);
    // Node closes the idle keep-alive connections once, as the listener closes; one busy then becomes idle
    // when its request is answered, and would otherwise hold the close open until the drain time ends.
    const sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS);
    const cut = setTimeout(() => app.server.closeAllConnections(), drainMs);
    const hardStop = setTimeout(() => {
      log(`still closing after ${exitMs} ms: exiting anyway`);
      exit(1);
    }, exitMs);
    for (const timer of [sweep, cut, hardStop]) timer.unref();
    app.close().then(
      () => {
        for (const timer of [sweep, cut, hardStop]) clearTimeout(timer);
        exit(0);
      },
      () => exit(1),
    );
  };
  signals.on('SIGTERM', onSignal);
  signals.on('SIGINT', onSignal);
}
