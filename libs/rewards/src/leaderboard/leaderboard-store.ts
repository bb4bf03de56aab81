import { makeAutoObservable, runInAction } from 'mobx';
import { getLeaderboard, type Leaderboard, type LeaderboardEntry, type LeaderboardPeriod } from '@wl/api';
import {
  PlatformRequests,
  type FeatureStore,
  type LoadStatus,
  type MemberSource,
  type PlatformPort,
} from '@wl/core';
import { UNAVAILABLE, failureKey, shownInPlace } from '../lib/answers';

export interface LeaderboardDeps {
  platform: PlatformPort;
  session: MemberSource;
  offered: () => boolean;
}

/**
 * The weekly tournament (`leaderboard/get`): a week's ranking (the current one, or a past one the player
 * picks), its prizes, the top 20 and the player's own place, also when outside them. The past weeks are
 * kept from the current week's answer. Forgotten when the session ends.
 */
export class LeaderboardStore implements FeatureStore {
  board: Leaderboard | null = null;
  /** The week asked for: null for the current one. */
  periodId: number | null = null;
  /** The ended weeks, newest first (from the last answer that listed them). */
  past: LeaderboardPeriod[] = [];
  status: LoadStatus = 'idle';
  errorKey: string | null = null;
  private readonly requests: PlatformRequests;

  constructor(private readonly deps: LeaderboardDeps) {
    this.requests = new PlatformRequests(deps.platform, deps.session);
    makeAutoObservable<this, 'deps' | 'requests'>(
      this,
      { deps: false, requests: false },
      { deep: false, autoBind: true },
    );
  }

  get unavailable(): boolean {
    return !this.deps.offered() || this.errorKey === UNAVAILABLE;
  }

  /** Loading also while another week is on its way, so the table never shows one week under another's title. */
  get view(): 'unavailable' | 'loading' | 'failed' | 'ready' {
    if (this.unavailable) return 'unavailable';
    if (this.status === 'failed') return 'failed';
    return this.status === 'ready' && this.board ? 'ready' : 'loading';
  }

  /** The player's own row when it is not among the top rows shown. */
  get meBelow(): LeaderboardEntry | null {
    const me = this.board?.me ?? null;
    if (!me || this.board?.entries.some((entry) => entry.me)) return null;
    return me;
  }

  async load(): Promise<void> {
    if (!this.deps.offered()) return;
    const periodId = this.periodId;
    this.status = 'loading';
    this.errorKey = null;
    const outcome = await this.requests.forMember(
      'board',
      (member) => getLeaderboard(this.requests.api, { ...member, period_id: periodId }),
      { args: [periodId], quiet: shownInPlace, accept: (answer) => Boolean(answer.period) },
    );
    if (!outcome?.current) return;
    const { answer, ok } = outcome;
    runInAction(() => {
      if (ok && answer.period) {
        this.board = {
          period: answer.period,
          entries: answer.entries ?? [],
          me: answer.me ?? null,
          past: answer.past ?? [],
        };
        if ((answer.past ?? []).length > 0 || periodId === null) this.past = answer.past ?? [];
        this.status = 'ready';
      } else {
        this.status = 'failed';
        this.errorKey = failureKey(answer);
      }
    });
  }

  /** Shows another week (null: the current one). */
  select(periodId: number | null): Promise<void> {
    if (periodId === this.periodId && this.board) return Promise.resolve();
    this.periodId = periodId;
    return this.load();
  }

  clear(): void {
    this.requests.clear();
    this.board = null;
    this.periodId = null;
    this.past = [];
    this.status = 'idle';
    this.errorKey = null;
  }
}
