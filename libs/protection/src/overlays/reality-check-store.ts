import { makeAutoObservable, runInAction } from 'mobx';
import { getSessionStatus, type SessionStatusResponse } from '@wl/api';
import { PlatformRequests, type FeatureStore, type MemberSource, type PlatformPort } from '@wl/core';
import { currencyDigits, fromMajor, type MinorUnits } from '@wl/money';
import { shownInPlace } from '../lib/answers';
import { systemClock, type Clock } from '../lib/clock';

export interface RealityCheckDeps {
  platform: PlatformPort;
  session: MemberSource;
  /** The player chose "stop": see RealityCheckStore.stop. */
  stop: () => void;
  clock?: Clock;
}

/** What a reminder shows: how long this session has played and its result. */
export interface SessionSummary {
  currency: string;
  minutesPlayed: number;
  /** Wins less bets in this session, in minor units (negative is a loss). */
  net: MinorUnits;
  /** The session time limit, in minutes, when the reminder is about it. */
  limitMinutes: number | null;
}

/** Which reminder is on screen: the reality check, or the end of the session time limit. */
export type ReminderKind = 'realityCheck' | 'sessionLimit';
export type ReminderState = 'open' | 'closing' | 'closed';

const MINUTE_MS = 60_000;
/**
 * The platform counts whole minutes since sign-in: asked a moment after a check is due, it answers the
 * full interval played (30 minutes, not 29) even when this device's clock runs a little ahead.
 */
export const REMINDER_SLACK_MS = 2_000;

/**
 * The reality check (and the session time limit's end) for a signed-in player, on every template: every
 * N minutes from sign-in (the player's choice on /responsible-gaming, `protection/session_status`) a
 * dialog shows the time played and the session's net result, with "continue" (the next reminder is
 * scheduled) and "stop". The times are the platform's; the timers are the clock's, so tests drive them.
 */
export class RealityCheckStore implements FeatureStore {
  kind: ReminderKind | null = null;
  state: ReminderState = 'closed';
  summary: SessionSummary | null = null;
  private watching = false;
  private timers: unknown[] = [];
  /** When the reality check on screen was due (ms), to count the next one from it. */
  private dueAt = 0;
  private intervalMs = 0;
  private readonly clock: Clock;
  private readonly requests: PlatformRequests;

  constructor(private readonly deps: RealityCheckDeps) {
    this.clock = deps.clock ?? systemClock;
    this.requests = new PlatformRequests(deps.platform, deps.session);
    makeAutoObservable<this, 'deps' | 'requests' | 'clock' | 'timers' | 'watching' | 'dueAt' | 'intervalMs'>(
      this,
      {
        deps: false,
        requests: false,
        clock: false,
        timers: false,
        watching: false,
        dueAt: false,
        intervalMs: false,
      },
      { deep: false, autoBind: true },
    );
  }

  /** Starts the reminders of the signed-in player's session: asks when they are due and waits for them. */
  async watch(): Promise<void> {
    this.watching = true;
    await this.schedule();
  }

  /** The interval may have changed (the player saved it): the reminders follow the platform's new times. */
  async refresh(): Promise<void> {
    if (this.watching && this.state === 'closed') await this.schedule();
  }

  /** "Continue": the reminder closes and the next one is due an interval after the one just shown. */
  continue(): void {
    if (this.state !== 'open') return;
    this.state = 'closing';
    if (this.kind !== 'realityCheck' || this.intervalMs <= 0) return;
    // The next multiple of the interval from sign-in that is still ahead (the dialog may have waited long).
    const now = this.clock.now();
    let next = this.dueAt + this.intervalMs;
    while (next <= now) next += this.intervalMs;
    this.dueAt = next;
    this.after(next - now, () => void this.remind('realityCheck'));
  }

  /**
   * "Stop": the player signs out, as operators' reality checks do ("log out"), rather than only closing
   * the game: the regulators' point is a break from play, and a session left signed in would keep the
   * next reminder and the limit counting from the same sign-in.
   */
  stop(): void {
    if (this.state !== 'open') return;
    this.state = 'closing';
    this.cancelTimers();
    this.deps.stop();
  }

  /** The closing animation has ended. */
  closed(): void {
    if (this.state === 'closing') this.state = 'closed';
  }

  clear(): void {
    this.watching = false;
    this.cancelTimers();
    this.requests.clear();
    this.kind = null;
    this.state = 'closed';
    this.summary = null;
    this.dueAt = 0;
    this.intervalMs = 0;
  }

  private async schedule(): Promise<void> {
    const status = await this.status();
    if (!status || !this.watching) return;
    this.cancelTimers();
    const now = this.clock.now();
    this.intervalMs = (status.reality_check_minutes ?? 0) * MINUTE_MS;
    if (status.next_reality_check_at && this.intervalMs > 0) {
      this.dueAt = Date.parse(status.next_reality_check_at);
      this.after(this.dueAt - now, () => void this.remind('realityCheck'));
    }
    if (status.session_ends_at && !status.session_limit_reached) {
      this.after(Date.parse(status.session_ends_at) - now, () => void this.remind('sessionLimit'));
    }
  }

  /** The reminder is due: the session's figures now, then the dialog (one at a time). */
  private async remind(kind: ReminderKind): Promise<void> {
    if (this.state !== 'closed' && kind === 'realityCheck') return;
    const status = await this.status();
    if (!status || !this.watching) return;
    // Turned off or lifted elsewhere meanwhile: nothing to remind of.
    if (kind === 'realityCheck' && !status.reality_check_minutes) return;
    if (kind === 'sessionLimit' && !status.session_limit_reached) return;
    const digits = currencyDigits(status.currency ?? '');
    runInAction(() => {
      this.kind = kind;
      this.summary = {
        currency: status.currency ?? '',
        minutesPlayed: status.minutes_played ?? 0,
        net: fromMajor(status.net_result ?? 0, digits),
        limitMinutes: status.session_limit_minutes ?? null,
      };
      this.state = 'open';
    });
  }

  private async status(): Promise<SessionStatusResponse | null> {
    // A reminder that cannot be asked for now is not worth an error dialog over the player's game; an
    // answer that ends the session still ends it.
    const outcome = await this.requests.forMember(
      'status',
      (member) => getSessionStatus(this.requests.api, member),
      { quiet: shownInPlace },
    );
    return outcome?.current && outcome.ok ? outcome.answer : null;
  }

  private after(ms: number, run: () => void): void {
    const timer = this.clock.setTimeout(
      () => {
        this.timers = this.timers.filter((t) => t !== timer);
        run();
      },
      Math.max(0, ms) + REMINDER_SLACK_MS,
    );
    this.timers.push(timer);
  }

  private cancelTimers(): void {
    for (const timer of this.timers) this.clock.clearTimeout(timer);
    this.timers = [];
  }
}
