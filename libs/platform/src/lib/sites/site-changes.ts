import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { Socket } from 'node:net';
import { Client, Pool, type Notification } from 'pg';
import type { Database } from '../db/database';

/** The PostgreSQL channel every platform process listens on and notifies after a site write. */
export const SITE_CHANGES_CHANNEL = 'wl_site_changes';

/** First pause before listening again after the LISTEN connection was lost; it doubles up to the cap. */
const RELISTEN_FIRST_MS = 250;
const RELISTEN_CAP_MS = 15_000;

/**
 * The signal "some site's data changed" (its row, hosts, menus, products, the game catalogue, its
 * content), for the caches of what sites show. Writers announce after their commit. On PGlite the
 * database lives in this process, so the watchers of this process are all there is. On PostgreSQL the
 * announcement also goes out with NOTIFY, and each process that has watchers LISTENs on a connection of
 * its own, so a site server hears the operator command's change and the other site servers' ones.
 */
export interface SiteChanges {
  /**
   * Calls the listener after any site's data changed, here or in another process, and also whenever
   * changes may have been missed (the LISTEN connection was lost, or listens again). Returns the
   * unsubscribe; on PostgreSQL the LISTEN connection is open while there is at least one watcher.
   */
  watch(listener: () => void): () => void;
  /**
   * True while every change made anywhere reaches the watchers at once: on PGlite while the database is
   * open; on PostgreSQL while this process listens (and its pool is not closed). A cache keeps nothing
   * while it is false.
   */
  isLive(): boolean;
  /** Called by the writers once their write is committed: the watchers here, then the other processes. */
  announce(): Promise<void>;
}

/** The driver's own client under drizzle (drizzle's documented `$client`), when it is one we know. */
function driverOf(database: Database): PGlite | Pool | undefined {
  const client: unknown = Reflect.get(database.db, '$client');
  return client instanceof PGlite || client instanceof Pool ? client : undefined;
}

/** The LISTEN connection of one process on PostgreSQL, opened again (with a growing pause) when lost. */
class PostgresListener {
  private client: Client | undefined;
  private listening = false;
  private retry: NodeJS.Timeout | undefined;
  private pause = RELISTEN_FIRST_MS;

  constructor(
    private readonly pool: Pool,
    private readonly origin: string,
    private readonly heard: () => void,
  ) {}

  get live(): boolean {
    return this.listening && !this.pool.ending;
  }

  start(): void {
    if (!this.client && !this.retry) void this.listen();
  }

  stop(): void {
    clearTimeout(this.retry);
    this.retry = undefined;
    const client = this.client;
    this.client = undefined;
    this.listening = false;
    if (client) void client.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    this.retry = undefined;
    if (this.pool.ending) return;
    // Its own connection, with the pool's settings: a pooled one would be lent to nobody else for ever.
    const client = new Client(this.pool.options);
    this.client = client;
    const lost = () => this.lost(client);
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message: Notification) => {
      // This process's own announcements reached its watchers already.
      if (message.channel === SITE_CHANGES_CHANNEL && message.payload !== this.origin) this.heard();
    });
    try {
      await client.connect();
      // The connection never keeps a process alive by itself (a CLI, a test worker).
      const stream = client.connection.stream;
      if (stream instanceof Socket) stream.unref();
      await client.query(`LISTEN ${SITE_CHANGES_CHANNEL}`);
    } catch {
      lost();
      return;
    }
    if (this.client !== client) {
      // Stopped while connecting.
      void client.end().catch(() => undefined);
      return;
    }
    this.listening = true;
    this.pause = RELISTEN_FIRST_MS;
    // Whatever changed while nobody listened was not heard: the watchers start afresh.
    this.heard();
  }

  private lost(client: Client): void {
    if (this.client !== client) return;
    const wasListening = this.listening;
    this.client = undefined;
    this.listening = false;
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    if (wasListening) this.heard();
    if (this.pool.ending) return;
    this.retry = setTimeout(() => void this.listen(), this.pause);
    this.retry.unref();
    this.pause = Math.min(this.pause * 2, RELISTEN_CAP_MS);
  }
}

/** The site-change signal of one platform over its database (see SiteChanges). */
export function createSiteChanges(database: Database): SiteChanges {
  const listeners = new Set<() => void>();
  const origin = randomUUID();
  const driver = driverOf(database);

  const callWatchers = () => {
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error: unknown) {
        console.warn('A site-change watcher failed:', error instanceof Error ? error.message : error);
      }
    }
  };
  const listener = driver instanceof Pool ? new PostgresListener(driver, origin, callWatchers) : undefined;

  return {
    watch(callback) {
      // A function given twice is two subscriptions.
      const subscription = () => callback();
      listeners.add(subscription);
      listener?.start();
      return () => {
        listeners.delete(subscription);
        if (listeners.size === 0) listener?.stop();
      };
    },
    isLive() {
      if (listener) return listener.live;
      return driver instanceof PGlite ? !driver.closed : database.kind === 'pglite';
    },
    async announce() {
      callWatchers();
      if (database.kind !== 'postgres') return;
      try {
        await database.db.execute(sql`select pg_notify(${SITE_CHANGES_CHANNEL}, ${origin})`);
      } catch (error: unknown) {
        // The write is done; the other processes' caches then drop it at their age bound instead.
        console.warn(
          'Could not notify the other processes of a site change:',
          error instanceof Error ? error.message : error,
        );
      }
    },
  };
}
