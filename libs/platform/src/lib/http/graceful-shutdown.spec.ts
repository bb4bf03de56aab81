import Fastify, { type FastifyInstance } from 'fastify';
import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { closeOnSignals, type ShutdownOptions } from './graceful-shutdown';

/** Far beyond every bound below: an exit not seen by then did not happen. */
const NEVER_MS = 10_000;

interface Harness {
  app: FastifyInstance;
  url: string;
  signals: EventEmitter;
  /** The first exit code, or 'none' if the process was not ended within NEVER_MS. */
  exited: Promise<number | 'none'>;
  exits: number[];
}

async function serve(setup: (app: FastifyInstance) => void, options: ShutdownOptions): Promise<Harness> {
  const app = Fastify({ logger: false, return503OnClosing: true });
  setup(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const signals = new EventEmitter();
  const exits: number[] = [];
  let exitWith: (code: number) => void = () => undefined;
  const exit = new Promise<number>((resolve) => (exitWith = resolve));
  closeOnSignals(app, {
    ...options,
    signals,
    log: () => undefined,
    exit: (code) => {
      exits.push(code);
      exitWith(code);
    },
  });
  const none = sleep(NEVER_MS, 'none' as const, { ref: false });
  return { app, url: `http://127.0.0.1:${port}`, signals, exited: Promise.race([exit, none]), exits };
}

describe('closing on SIGTERM', () => {
  let arrive: () => void;
  let arrived: Promise<void>;
  beforeEach(() => {
    arrived = new Promise<void>((resolve) => (arrive = resolve));
  });

  it('lets a request in flight finish, refuses new connections, then exits 0', async () => {
    const { url, signals, exited } = await serve(
      (app) =>
        app.get('/slow', async () => {
          arrive();
          return sleep(300, 'done');
        }),
      { drainMs: 5_000, exitMs: 8_000 },
    );
    const inFlight = fetch(`${url}/slow`).then((response) => response.text());
    await arrived;

    signals.emit('SIGTERM', 'SIGTERM');
    await sleep(50);

    // A new connection is refused, or answered 503 if it slipped in while the listener closed.
    const late = await fetch(`${url}/slow`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);
    expect(await inFlight).toBe('done');
    expect(await exited).toBe(0);
  });

  it('cuts a request that outlasts the drain time, and still exits', async () => {
    const { url, signals, exited } = await serve(
      (app) =>
        app.get('/stuck', () => {
          arrive();
          return new Promise<never>(() => undefined);
        }),
      { drainMs: 200, exitMs: 8_000 },
    );
    const stuck = fetch(`${url}/stuck`).then(
      () => 'answered',
      () => 'cut',
    );
    await arrived;

    signals.emit('SIGTERM', 'SIGTERM');

    expect(await stuck).toBe('cut');
    expect(await exited).not.toBe('none');
  });

  it('exits 1 by its bound when closing hangs (a database that never lets go)', async () => {
    const { signals, exited } = await serve(
      (app) => app.addHook('onClose', () => new Promise<void>(() => undefined)),
      { drainMs: 100, exitMs: 500 },
    );

    signals.emit('SIGTERM', 'SIGTERM');

    expect(await exited).toBe(1);
  });

  it('exits at once on a second signal', async () => {
    const { signals, exited, exits } = await serve(
      (app) => app.addHook('onClose', () => new Promise<void>(() => undefined)),
      { drainMs: 60_000, exitMs: 60_000 },
    );

    signals.emit('SIGTERM', 'SIGTERM');
    await sleep(50);
    expect(exits).toEqual([]);
    signals.emit('SIGINT', 'SIGINT');

    expect(await exited).toBe(1);
  });
});
