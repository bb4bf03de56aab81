import { makeAutoObservable, observable, runInAction } from 'mobx';
import { isSuccess, type PublicOddsResponse, type SportsMatch, type ValueListResponse } from '@wl/api';
import { PlatformRequests, SESSION_EXPIRED_MESSAGES, type PlatformPort } from '@wl/core';
import {
  BET_TYPES,
  DEFAULT_BET_TYPE,
  baseBetType,
  betTypeRank,
  isColumnMarket,
  isHalfBetType,
  type BetType,
} from './bet-types';
import {
  byOutcome,
  leagueName,
  lineNames,
  readMatch,
  readOdds,
  teamNames,
  type MatchEntry,
  type OddsLine,
} from './odds-lines';

export interface MatchListDeps {
  /** GET /api/home/match_list (getMatchList of @wl/api). */
  loadMatches(): Promise<ValueListResponse<SportsMatch>>;
  /** GET /api/home/public_odds (getPublicOdds of @wl/api). */
  loadOdds(): Promise<PublicOddsResponse>;
  /** The player's language code (EN, CN, VI ...): team and league names are shown in it. */
  language(): string;
  /** The lists the page carries (a server-rendered page), shown in the first render. */
  carried?(): { matches?: ValueListResponse<SportsMatch>; odds?: PublicOddsResponse; at?: number };
  now?(): number;
}

export type MatchListStatus = 'idle' | 'loading' | 'ready' | 'failed';
export type MarketPeriod = 'full' | 'half';

/** A match as the list shows it: names in the player's language, its prices by bet type. */
export interface MatchView {
  id: number;
  leagueKey: string;
  kickoff: Date;
  live: boolean;
  home: string;
  away: string;
  names: SportsMatch;
  lines: ReadonlyMap<BetType, readonly OddsLine[]>;
}

export interface LeagueView {
  key: string;
  name: string;
  /** Soonest first. */
  matches: MatchView[];
  /** The league's outright winner prices, favourite first. */
  outrights: OddsLine[];
}

/**
 * The board shows a failed load in place (the failed state and its retry, or the last lists kept), so only
 * an answer that ends the session goes on to the global error handler.
 */
// The session-ending keys come through the shared @wl/core, so this remote carries no copy of the key list.
const LOAD_OPTIONS = {
  quiet: (answer: { message: string }) => !SESSION_EXPIRED_MESSAGES.includes(answer.message),
};

/** Lists are fetched again when the player comes back after this long. */
export const MATCH_LIST_MAX_AGE_MS = 60_000;

/**
 * The public match list and its odds: leagues with their matches sorted by kick-off, each match's prices by
 * bet type, the market and league the player filters on, and the loading / failed / empty states.
 */
export class MatchListStore {
  status: MatchListStatus = 'idle';
  betType: BetType = DEFAULT_BET_TYPE;
  /** The league the player filters on; null shows every league. */
  leagueKey: string | null = null;
  private entries: MatchEntry[] = [];
  private oddsLines: OddsLine[] = [];
  private loadedAt: number | null = null;
  private readonly requests: PlatformRequests;

  constructor(
    platform: PlatformPort,
    private readonly deps: MatchListDeps,
  ) {
    this.requests = new PlatformRequests(platform);
    // The lists are replaced whole on each load and never changed in place: observed by reference, so
    // a load does not wrap every price in an observable.
    makeAutoObservable<this, 'deps' | 'requests' | 'entries' | 'oddsLines'>(this, {
      deps: false,
      requests: false,
      entries: observable.ref,
      oddsLines: observable.ref,
    });
    const carried = deps.carried?.();
    if (carried?.matches && carried.odds && isSuccess(carried.matches) && isSuccess(carried.odds)) {
      this.entries = (carried.matches.value ?? []).map(readMatch);
      this.oddsLines = readOdds(carried.odds);
      this.loadedAt = carried.at ?? this.now();
      this.status = 'ready';
    }
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /**
   * Both lists, together; a failure of either shows the failed state (with the last lists, if any, kept).
   * Identical loads on their way share one request each, and an answer older than the newest is dropped.
   */
  async load(): Promise<void> {
    if (this.loadedAt === null) this.status = 'loading';
    const [matches, odds] = await Promise.all([
      this.requests.run('matches', () => this.deps.loadMatches(), LOAD_OPTIONS),
      this.requests.run('odds', () => this.deps.loadOdds(), LOAD_OPTIONS),
    ]);
    if (!matches.current || !odds.current) return;
    const now = this.now();
    runInAction(() => {
      if (!matches.ok || !odds.ok) {
        if (this.loadedAt === null) this.status = 'failed';
        return;
      }
      this.entries = (matches.answer.value ?? []).map(readMatch);
      this.oddsLines = readOdds(odds.answer);
      this.loadedAt = now;
      this.status = 'ready';
    });
  }

  /** True while either list is on its way. */
  get loading(): boolean {
    return this.requests.isLoading();
  }

  /** Loads the lists unless fresh ones are shown already. */
  ensureLoaded(maxAgeMs = MATCH_LIST_MAX_AGE_MS): Promise<void> {
    if (this.loadedAt !== null && this.now() - this.loadedAt < maxAgeMs && this.status === 'ready') {
      return Promise.resolve();
    }
    return this.load();
  }

  retry(): Promise<void> {
    return this.load();
  }

  /** The player's language as the names' field suffix (en, cn, vi ...). */
  get language(): string {
    return this.deps.language().toLowerCase();
  }

  private get linesByMatch(): Map<number, Map<BetType, OddsLine[]>> {
    const byMatch = new Map<number, Map<BetType, OddsLine[]>>();
    for (const line of this.oddsLines) {
      if (line.matchId === null) continue;
      let markets = byMatch.get(line.matchId);
      if (!markets) byMatch.set(line.matchId, (markets = new Map()));
      const list = markets.get(line.betType);
      if (list) list.push(line);
      else markets.set(line.betType, [line]);
    }
    for (const markets of byMatch.values()) {
      for (const [type, list] of markets) {
        if (isColumnMarket(type) || baseBetType(type) === 'CS') list.sort(byOutcome);
      }
    }
    return byMatch;
  }

  /** Every league, the one with the soonest match first; its matches soonest first. */
  get leagues(): LeagueView[] {
    const language = this.language;
    const byMatch = this.linesByMatch;
    const leagues = new Map<string, LeagueView>();
    const league = (key: string, name: () => string) => {
      let view = leagues.get(key);
      if (!view) leagues.set(key, (view = { key, name: name(), matches: [], outrights: [] }));
      return view;
    };
    const entries = [...this.entries].sort(
      (a, b) => a.kickoff.getTime() - b.kickoff.getTime() || a.id - b.id,
    );
    for (const entry of entries) {
      const { home, away } = teamNames(entry.names, language);
      league(entry.leagueKey, () => leagueName(entry.names, language)).matches.push({
        id: entry.id,
        leagueKey: entry.leagueKey,
        kickoff: entry.kickoff,
        live: entry.status === 'live',
        home,
        away,
        names: entry.names,
        lines: byMatch.get(entry.id) ?? new Map(),
      });
    }
    for (const line of this.oddsLines) {
      if (line.matchId === null) {
        league(line.leagueKey, () => lineNames(line, language).league).outrights.push(line);
      }
    }
    for (const view of leagues.values()) view.outrights.sort((a, b) => a.odds - b.odds);
    const first = (view: LeagueView) => view.matches[0]?.kickoff.getTime() ?? Number.POSITIVE_INFINITY;
    return [...leagues.values()].sort((a, b) => first(a) - first(b) || a.name.localeCompare(b.name));
  }

  /** The bet types that have prices, in tab order. */
  get availableBetTypes(): BetType[] {
    const present = new Set(this.oddsLines.map((line) => line.betType));
    return BET_TYPES.filter((type) => present.has(type)).sort((a, b) => betTypeRank(a) - betTypeRank(b));
  }

  /** The market shown: the chosen one while it has prices, else the first that has. */
  get activeBetType(): BetType {
    const available = this.availableBetTypes;
    if (available.length === 0 || available.includes(this.betType)) return this.betType;
    return available.find((type) => !isHalfBetType(type)) ?? available[0] ?? DEFAULT_BET_TYPE;
  }

  get period(): MarketPeriod {
    return isHalfBetType(this.activeBetType) ? 'half' : 'full';
  }

  /** Whether first-half markets are offered at all. */
  get hasHalfMarkets(): boolean {
    return this.availableBetTypes.some(isHalfBetType);
  }

  /** The markets of the period shown, as tabs. */
  get marketChoices(): BetType[] {
    const half = this.period === 'half';
    return this.availableBetTypes.filter((type) => isHalfBetType(type) === half);
  }

  selectBetType(type: BetType): void {
    this.betType = type;
  }

  /** Full time or first half: the same market of the other period when it has prices, else its first. */
  selectPeriod(period: MarketPeriod): void {
    if (period === this.period) return;
    const base = baseBetType(this.activeBetType);
    const wanted = this.availableBetTypes.filter((type) => isHalfBetType(type) === (period === 'half'));
    this.betType = wanted.find((type) => baseBetType(type) === base) ?? wanted[0] ?? this.betType;
  }

  selectLeague(key: string | null): void {
    this.leagueKey = key;
  }

  /** The leagues the list shows: the chosen one (or all), those with something to show in the market. */
  get visibleLeagues(): LeagueView[] {
    const outright = this.activeBetType === 'OR';
    return this.leagues.filter(
      (league) =>
        (this.leagueKey === null || league.key === this.leagueKey) &&
        (outright ? league.outrights.length > 0 : league.matches.length > 0),
    );
  }

  /** The prices of a match in the market shown (none once it has kicked off). */
  linesOf(match: MatchView, type: BetType = this.activeBetType): readonly OddsLine[] {
    return match.lines.get(type) ?? [];
  }

  /** Loaded, and nothing to bet on: no match and no outright. */
  get isEmpty(): boolean {
    return this.status === 'ready' && this.entries.length === 0 && this.oddsLines.length === 0;
  }

  /**
   * The leagues shown, cut to the `limit` soonest matches that have prices in the market shown (a home
   * page's block); outright leagues are kept whole.
   */
  soonest(limit: number): LeagueView[] {
    const leagues = this.visibleLeagues;
    if (this.activeBetType === 'OR') return leagues;
    const chosen = new Set(
      leagues
        .flatMap((league) => league.matches)
        .filter((match) => !match.live && this.linesOf(match).length > 0)
        .sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime() || a.id - b.id)
        .slice(0, limit)
        .map((match) => match.id),
    );
    return leagues
      .map((league) => ({ ...league, matches: league.matches.filter((match) => chosen.has(match.id)) }))
      .filter((league) => league.matches.length > 0);
  }
}
