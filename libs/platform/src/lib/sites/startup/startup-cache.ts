import { CALLS, type StartupResponse } from '@wl/contract';
import { normaliseHost } from '../host-name';
import type { SiteChanges } from '../site-changes';
import type { TimedStartup } from './startup';

/**
 * The longest an answer is kept whatever the signal says: the bound on a change whose NOTIFY never went
 * out (a writer that died between its commit and its notify, or could not reach the database for it).
 */
export const STARTUP_MAX_AGE_MS = 60_000;
/** Hosts kept at most (unknown hosts' answers are kept too); past it the oldest entry goes. */
export const STARTUP_MAX_HOSTS = 1_000;

/** One built answer; its bytes, as the wire carries them, are made once when first asked for. */
export class StartupEntry {
  private wire: Buffer | undefined;

  constructor(
    readonly answer: StartupResponse,
    /** The clock's time when it was built, and the first time it is no longer the answer. */
    readonly builtAt: number,
    readonly validUntil: number,
  ) {}

  /** The answer as the serializer of the contract's answer schema writes it, in UTF-8. */
  get json(): Buffer {
    this.wire ??= Buffer.from(JSON.stringify(CALLS.startup.answer.encode(this.answer)));
    return this.wire;
  }
}

/**
 * The startup answer per host, kept in memory while asked to (`keep()`) and while the site-change signal
 * is live, and dropped at once on any site change. An answer never outlives the moment the clock alone
 * changes it (a maintenance window starting or ending, the site expiring), nor STARTUP_MAX_AGE_MS. While
 * the signal is not live (PostgreSQL: not listening yet, or the LISTEN connection lost), every answer is
 * built afresh. Not kept by default: a site server keeps them (its pages and /api/startup), while the
 * platform on its own reads every answer from the database. A kept answer still answers while its
 * database cannot be reached, until that shows: at once when the database is closed or (PostgreSQL) the
 * LISTEN connection is cut, later when the network swallows it silently (TCP keepalive).
 */
export class StartupCache {
  private readonly entries = new Map<string, StartupEntry>();
  /** Builds in flight, shared by the callers that ask for the same host meanwhile. */
  private readonly building = new Map<string, Promise<StartupEntry>>();
  /** Moves on every drop: a build begun before it is not kept. */
  private generation = 0;
  private keepers = 0;
  private unwatch: (() => void) | undefined;

  constructor(
    private readonly build: (domainName: string, now: Date) => Promise<TimedStartup>,
    private readonly changes: SiteChanges,
    private readonly clock: () => Date,
  ) {}

  /** Keeps answers from now on; the function returned stops that (it stays on while any caller keeps it). */
  keep(): () => void {
    this.keepers += 1;
    this.unwatch ??= this.changes.watch(() => this.drop());
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      this.keepers -= 1;
      if (this.keepers > 0) return;
      this.unwatch?.();
      this.unwatch = undefined;
      this.drop();
    };
  }

  /** Forgets every answer, and every build in flight. */
  drop(): void {
    this.generation += 1;
    this.entries.clear();
    this.building.clear();
  }

  /** The kept answer for a host name while it holds, at once (no database read); else undefined. */
  kept(domainName: string): StartupEntry | undefined {
    if (this.keepers === 0 || this.entries.size === 0 || !this.changes.isLive()) return undefined;
    const entry = this.entries.get(normaliseHost(domainName));
    if (!entry) return undefined;
    const now = this.clock().getTime();
    return entry.builtAt <= now && now < entry.validUntil ? entry : undefined;
  }

  /** The answer for a host name: the kept one while it holds, else a new one (kept when it may be). */
  get(domainName: string): Promise<StartupEntry> {
    if (this.keepers === 0 || !this.changes.isLive()) {
      if (this.entries.size > 0 || this.building.size > 0) this.drop();
      return this.fresh(domainName);
    }
    const held = this.kept(domainName);
    if (held) return Promise.resolve(held);
    const host = normaliseHost(domainName);
    this.entries.delete(host);
    const pending = this.building.get(host);
    if (pending) return pending;

    const generation = this.generation;
    const built = this.fresh(domainName)
      .then((entry) => {
        if (generation === this.generation && this.changes.isLive()) this.store(host, entry);
        return entry;
      })
      .finally(() => {
        if (this.building.get(host) === built) this.building.delete(host);
      });
    this.building.set(host, built);
    return built;
  }

  private async fresh(domainName: string): Promise<StartupEntry> {
    const now = this.clock();
    const { answer, changesAt } = await this.build(domainName, now);
    const validUntil = Math.min(now.getTime() + STARTUP_MAX_AGE_MS, changesAt?.getTime() ?? Infinity);
    return new StartupEntry(answer, now.getTime(), validUntil);
  }

  private store(host: string, entry: StartupEntry): void {
    if (!this.entries.has(host) && this.entries.size >= STARTUP_MAX_HOSTS) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(host, entry);
  }
}
