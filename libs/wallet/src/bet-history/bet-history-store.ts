import { makeAutoObservable, runInAction } from 'mobx';
import { getBetHistory, getRoundDetail, type BetHistoryRequest, type Envelope } from '@wl/api';
import {
  PlatformRequests,
  isRetryable,
  type FeatureStore,
  type GameCategory,
  type MemberSource,
  type PlatformPort,
} from '@wl/core';
import {
  BET_HISTORY_PAGE_SIZE,
  defaultFilters,
  isGameCategory,
  utcDay,
  withDay,
  type HistoryFilters,
} from './history-filters';
import { shownMove, shownRound, type ShownMove, type ShownRound } from './shown-round';

/** idle: not asked yet; the others as their names say. */
export type HistoryStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The round opened from the list, and its wallet calls once they are in. */
export interface RoundDetailView {
  round: ShownRound;
  status: 'loading' | 'ready' | 'failed';
  moves: ShownMove[];
  errorKey: string | null;
}

export interface BetHistoryDeps {
  platform: PlatformPort;
  session: MemberSource;
  /** The site's currency: the history's amounts are in it. */
  currency: () => string;
  /** Now, for the default range. */
  now?: () => Date;
}

/** A failure the page shows in place with a way to ask again; the rest goes to the global handler too. */
const failureKey = (answer: Envelope): string => answer.message || 'unknownError';

/**
 * The signed-in player's game rounds (`product/bet_history`): newest first, one page at a time, narrowed
 * by a range of days (the last seven by default) and a game category; and one round's wallet calls
 * (`product/round_detail`). A filter change starts again from page 1; an answer overtaken by a newer
 * request is dropped. Forgotten when the session ends.
 */
export class BetHistoryStore implements FeatureStore {
  filters: HistoryFilters;
  page = 1;
  readonly pageSize = BET_HISTORY_PAGE_SIZE;
  rounds: ShownRound[] = [];
  total = 0;
  status: HistoryStatus = 'idle';
  errorKey: string | null = null;
  detail: RoundDetailView | null = null;
  private readonly requests: PlatformRequests;

  constructor(private readonly deps: BetHistoryDeps) {
    this.filters = defaultFilters(this.now());
    this.requests = new PlatformRequests(deps.platform, deps.session);
    makeAutoObservable<this, 'deps' | 'requests'>(
      this,
      { deps: false, requests: false, pageSize: false },
      { deep: false, autoBind: true },
    );
  }

  /** The last day a range may reach: today. */
  get today(): string {
    return utcDay(this.now());
  }

  get totalPages(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  /** The page shows its skeleton: nothing to show yet, or the rows shown are of other filters. */
  get loading(): boolean {
    return this.status === 'idle' || this.status === 'loading';
  }

  get empty(): boolean {
    return this.status === 'ready' && this.rounds.length === 0;
  }

  get retryable(): boolean {
    return this.status === 'failed';
  }

  setDateFrom(day: string): void {
    this.applyFilters(withDay(this.filters, 'dateFrom', day));
  }

  setDateTo(day: string): void {
    this.applyFilters(withDay(this.filters, 'dateTo', day > this.today ? this.today : day));
  }

  /** '' for every category; anything that is not a category is ignored. */
  setGameType(value: string): void {
    const gameType: GameCategory | '' = isGameCategory(value) ? value : '';
    if (value !== '' && gameType === '') return;
    this.applyFilters({ ...this.filters, gameType });
  }

  setPage(page: number): void {
    if (!Number.isInteger(page) || page < 1 || page === this.page) return;
    this.page = page;
    void this.load();
  }

  /** The page of rounds of the filters (on arrival, after a change, and Try again). */
  async load(): Promise<void> {
    this.status = 'loading';
    this.errorKey = null;
    const request = this.request();
    const outcome = await this.requests.forMember(
      'rounds',
      (member) => getBetHistory(this.requests.api, { ...member, ...request }),
      // A service or a connection away is said on the page, with Try again, rather than in a dialog.
      { quiet: isRetryable, args: request },
    );
    if (!outcome?.current) return;
    const { answer, ok } = outcome;
    runInAction(() => {
      if (!ok) {
        this.status = 'failed';
        this.errorKey = failureKey(answer);
        return;
      }
      const currency = this.deps.currency();
      this.rounds = (answer.value ?? []).map((round) => shownRound(round, currency));
      this.total = answer.total ?? this.rounds.length;
      this.status = 'ready';
    });
    // A page past the end (fewer rounds since): the last page instead.
    if (this.rounds.length === 0 && this.total > 0 && this.page > this.totalPages) {
      this.setPage(this.totalPages);
    }
  }

  /** Opens a round of the list: its summary at once, its wallet calls once they are in. */
  async openRound(round: ShownRound): Promise<void> {
    this.detail = { round, status: 'loading', moves: [], errorKey: null };
    const { provider_code, round_id } = round;
    const outcome = await this.requests.forMember(
      'detail',
      (member) => getRoundDetail(this.requests.api, { ...member, provider_code, round_id }),
      { quiet: isRetryable, args: [provider_code, round_id] },
    );
    if (!outcome?.current || this.detail?.round.key !== round.key) return;
    const { answer, ok } = outcome;
    const currency = this.deps.currency();
    runInAction(() => {
      this.detail =
        ok && answer.round
          ? {
              round: shownRound(answer.round, currency),
              status: 'ready',
              moves: (answer.moves ?? []).map((move) => shownMove(move, currency)),
              errorKey: null,
            }
          : { round, status: 'failed', moves: [], errorKey: failureKey(answer) };
    });
  }

  closeRound(): void {
    this.detail = null;
  }

  clear(): void {
    this.requests.clear();
    this.filters = defaultFilters(this.now());
    this.page = 1;
    this.rounds = [];
    this.total = 0;
    this.status = 'idle';
    this.errorKey = null;
    this.detail = null;
  }

  private applyFilters(filters: HistoryFilters): void {
    const { dateFrom, dateTo, gameType } = this.filters;
    if (filters.dateFrom === dateFrom && filters.dateTo === dateTo && filters.gameType === gameType) return;
    this.filters = filters;
    this.page = 1;
    void this.load();
  }

  private request(): Omit<BetHistoryRequest, 'account_id' | 'auth'> {
    const { dateFrom, dateTo, gameType } = this.filters;
    const request: Omit<BetHistoryRequest, 'account_id' | 'auth'> = {
      date_from: dateFrom,
      date_to: dateTo,
      page: this.page,
      page_size: this.pageSize,
    };
    if (gameType) request.game_type = gameType;
    return request;
  }

  private now(): Date {
    return (this.deps.now ?? (() => new Date()))();
  }
}
