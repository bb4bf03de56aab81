import { makeAutoObservable, observable, runInAction } from 'mobx';
import { isSuccess, type PublicOddsResponse, type SportsMatch, type ValueListResponse } from '@wl/api';
import { PlatformRequests, SESSION_EXPIRED_MESSAGES, type PlatformPort } from '@wl/core';
import {
  BET_TYPES,
  DEFAULT_BET_TYPE,
  FULL_TIME_BET_TYPES,
  HALF_BET_TYPES,
  baseBetType,
  betTypeRank,
  isColumnMarket,
  isHalfBetType,
  type BetType,
} from './bet-types';
import {
  leavesBoard,
  readLiveEvents,
  type LiveEvent,
  type LiveMatchEvent,
  type LiveSource,
} from './live-events';
import {
  byOutcome,
  isPairedMarket,
  leagueName,
  lineKey,
  lineNames,
  linePairs,
  readMatch,
  readOdds,
  teamNames,
  type MatchEntry,
  type OddsLine,
} from './odds-lines';

/** The query of one odds call: one market of the board, or every market of one match. */
export interface OddsQuery {
  bet_type?: BetType;
  match_id?: number;
}

/** The odds call of a market of the board: the first view's is the default market's. */
export const marketQuery = (type: BetType): OddsQuery => ({ bet_type: type });
/** The odds call of a match's page: all its markets. */
export const matchQuery = (matchId: number): OddsQuery => ({ match_id: matchId });

/** The answers the page carries (a server-rendered page): the list, and the odds call of a query. */
export interface CarriedLists {
  matches?: ValueListResponse<SportsMatch>;
  odds?(query: OddsQuery): PublicOddsResponse | undefined;
  at?: number;
}

export interface MatchListDeps {
  /** GET /api/home/match_list (getMatchList of @wl/api). */
  loadMatches(): Promise<ValueListResponse<SportsMatch>>;
  /** GET /api/home/public_odds with the query's fields (getPublicOdds of @wl/api). */
  loadOdds(query: OddsQuery): Promise<PublicOddsResponse>;
  /** The player's language code (EN, CN, VI ...): team and league names are shown in it. */
  language(): string;
  /** The lists the page carries (a server-rendered page), shown in the first render. */
  carried?(): CarriedLists;
  now?(): number;
  /** Opens the live stream (an EventSource on /api/sports/live); absent where there is none (the server). */
  liveSource?(): LiveSource;
  /** How long a moved price shows its up or down mark. */
  moveMarkMs?: number;
}

export type MatchListStatus = 'idle' | 'loading' | 'ready' | 'failed';
export type MarketPeriod = 'full' | 'half';
/** Which way a price moved in the last moments. */
export type PriceMove = 'up' | 'down';

/** A match as the list shows it: names in the player's language, its state, its prices by bet type. */
export interface MatchView {
  id: number;
  leagueKey: string;
  /** The league's name in the player's language. */
  league: string;
  kickoff: Date;
  status: SportsMatch['status'];
  /** In play (live or at half time). */
  live: boolean;
  /** The match clock in play, null otherwise. */
  minute: number | null;
  score: { home: number; away: number } | null;
  /** Betting on the whole match is suspended for now. */
  suspended: boolean;
  home: string;
  away: string;
  names: SportsMatch;
  /** Each market's prices in the order they are shown (pairs of a handicap or total kept together). */
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

/** One market of a match's page: its prices as rows (the pairs of a handicap or total, else one row). */
export interface MarketView {
  type: BetType;
  rows: OddsLine[][];
}

/** A match's page: the match and every market it is priced in, or why there is nothing to show. */
export interface MatchDetailView {
  /** `missing`: the lists are loaded and the match is not among them (over, or never listed). */
  status: MatchListStatus | 'missing';
  match: MatchView | null;
  markets: MarketView[];
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

/** A moved price shows which way it went for this long. */
export const PRICE_MOVE_MARK_MS = 4_000;

const LIST = 'matches';
const marketScope = (type: BetType) => `market:${type}`;
const matchScope = (matchId: number) => `match:${matchId}`;

/** When a set of prices was last loaded (null: never), and whether its last load failed. */
interface Loaded {
  at: number | null;
  failed: boolean;
}

/** A match's status in the list from the feed's (the list says upcoming where the feed says scheduled). */
function listStatus(status: LiveMatchEvent['status']): SportsMatch['status'] | null {
  if (status === 'scheduled') return 'upcoming';
  if (status === 'live' || status === 'half_time' || status === 'postponed') return status;
  return null;
}

/** Both parts of a view loaded: ready; either failed: failed; either on its way: loading. */
function combined(a: MatchListStatus, b: MatchListStatus): MatchListStatus {
  if (a === 'failed' || b === 'failed') return 'failed';
  if (a === 'ready' && b === 'ready') return 'ready';
  if (a === 'loading' || b === 'loading') return 'loading';
  return 'idle';
}

/** A market's prices in the order they are shown: pairs kept together, outcomes home, draw, away. */
function ordered(type: BetType, lines: OddsLine[]): OddsLine[] {
  if (isPairedMarket(type)) return linePairs(lines).flat();
  if (isColumnMarket(type) || baseBetType(type) === 'CS') return [...lines].sort(byOutcome);
  return lines;
}

function byMarket(lines: Iterable<OddsLine>): Map<BetType, OddsLine[]> {
  const markets = new Map<BetType, OddsLine[]>();
  for (const line of lines) {
    const list = markets.get(line.betType);
    if (list) list.push(line);
    else markets.set(line.betType, [line]);
  }
  for (const [type, list] of markets) markets.set(type, ordered(type, list));
  return markets;
}

/**
 * The public match list and its odds: leagues with their matches sorted by kick-off, each match's prices by
 * bet type, the market and league the player filters on, and the loading / failed / empty states. The odds
 * are loaded lean: the market shown (the full-time result first), another when the player picks it, every
 * market of one match for its page; each is kept for the visit. While a board or a match is shown, the live
 * stream keeps the matches' state and the prices current.
 */
export class MatchListStore {
  betType: BetType = DEFAULT_BET_TYPE;
  /** The league the player filters on; null shows every league. */
  leagueKey: string | null = null;
  /** Prices that moved in the last moments, by key: up or down. */
  moves: ReadonlyMap<string, PriceMove> = new Map();
  private entries: MatchEntry[] = [];
  /** Every price held, by key, in the order the answers listed them. */
  private lines: ReadonlyMap<string, OddsLine> = new Map();
  private listLoaded: Loaded = { at: null, failed: false };
  /** The odds loaded, by scope: a market of the board, or a match's page. */
  private scopes: ReadonlyMap<string, Loaded> = new Map();
  private readonly requests: PlatformRequests;
  private readonly carried: CarriedLists | undefined;
  private live: { source: LiveSource; broken: boolean } | null = null;
  private watchers = 0;
  private readonly listeners = new Set<(events: readonly LiveEvent[]) => void>();
  private readonly moveTimers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    platform: PlatformPort,
    private readonly deps: MatchListDeps,
  ) {
    this.requests = new PlatformRequests(platform);
    // The lists are replaced whole on each change and never changed in place: observed by reference, so
    // a load does not wrap every price in an observable.
    makeAutoObservable<
      this,
      | 'deps'
      | 'requests'
      | 'carried'
      | 'live'
      | 'watchers'
      | 'listeners'
      | 'moveTimers'
      | 'entries'
      | 'lines'
      | 'listLoaded'
      | 'scopes'
    >(
      this,
      {
        deps: false,
        requests: false,
        carried: false,
        live: false,
        watchers: false,
        listeners: false,
        moveTimers: false,
        entries: observable.ref,
        lines: observable.ref,
        listLoaded: observable.ref,
        scopes: observable.ref,
      },
      { deep: false },
    );
    this.carried = deps.carried?.();
    const at = this.carried?.at ?? this.now();
    const matches = this.carried?.matches;
    if (matches && isSuccess(matches)) {
      this.entries = (matches.value ?? []).map(readMatch);
      this.listLoaded = { at, failed: false };
    }
    const odds = this.carried?.odds?.(marketQuery(DEFAULT_BET_TYPE));
    if (odds && isSuccess(odds)) {
      this.absorb(this.inMarket(DEFAULT_BET_TYPE), readOdds(odds));
      this.setScope(marketScope(DEFAULT_BET_TYPE), { at, failed: false });
    }
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  // Loading.

  /** The match list and the market shown, together. */
  async load(): Promise<void> {
    await Promise.all([this.loadList(), this.loadMarket(this.betType)]);
  }

  /** Loads the match list and the market shown, each unless a fresh one is held already. */
  async ensureLoaded(maxAgeMs = MATCH_LIST_MAX_AGE_MS): Promise<void> {
    await Promise.all([this.ensureList(maxAgeMs), this.ensureMarket(this.betType, maxAgeMs)]);
  }

  /** Only the match list (the league sidebar needs no prices). */
  ensureList(maxAgeMs = MATCH_LIST_MAX_AGE_MS): Promise<void> {
    return this.fresh(this.listLoaded, maxAgeMs) ? Promise.resolve() : this.loadList();
  }

  /** A market's prices, unless fresh ones are held (a market once loaded is kept for the visit). */
  ensureMarket(type: BetType, maxAgeMs = MATCH_LIST_MAX_AGE_MS): Promise<void> {
    return this.fresh(this.scopes.get(marketScope(type)), maxAgeMs)
      ? Promise.resolve()
      : this.loadMarket(type);
  }

  /** A match's page: the match list and every market of the match. */
  async ensureMatch(matchId: number, maxAgeMs = MATCH_LIST_MAX_AGE_MS): Promise<void> {
    const odds = this.fresh(this.scopes.get(matchScope(matchId)), maxAgeMs)
      ? Promise.resolve()
      : this.loadMatch(matchId);
    await Promise.all([this.ensureList(maxAgeMs), odds]);
  }

  retry(): Promise<void> {
    return this.load();
  }

  retryMatch(matchId: number): Promise<void> {
    return Promise.all([this.loadList(), this.loadMatch(matchId)]).then(() => undefined);
  }

  private fresh(loaded: Loaded | undefined, maxAgeMs: number): boolean {
    return loaded?.at != null && this.now() - loaded.at < maxAgeMs;
  }

  /** Identical loads on their way share one request, and an answer older than the newest is dropped. */
  private async loadList(): Promise<void> {
    const outcome = await this.requests.run(LIST, () => this.deps.loadMatches(), LOAD_OPTIONS);
    if (!outcome.current) return;
    const now = this.now();
    runInAction(() => {
      if (!outcome.ok) {
        this.listLoaded = { ...this.listLoaded, failed: true };
        return;
      }
      this.entries = (outcome.answer.value ?? []).map(readMatch);
      this.listLoaded = { at: now, failed: false };
    });
  }

  private loadMarket(type: BetType): Promise<void> {
    return this.loadOdds(marketScope(type), marketQuery(type), this.inMarket(type));
  }

  private loadMatch(matchId: number): Promise<void> {
    return this.loadOdds(matchScope(matchId), matchQuery(matchId), (line) => line.matchId === matchId);
  }

  private inMarket(type: BetType): (line: OddsLine) => boolean {
    return (line) => line.betType === type;
  }

  private async loadOdds(scope: string, query: OddsQuery, keep: (line: OddsLine) => boolean): Promise<void> {
    const outcome = await this.requests.run(scope, () => this.deps.loadOdds(query), LOAD_OPTIONS);
    if (!outcome.current) return;
    const now = this.now();
    runInAction(() => {
      if (!outcome.ok) {
        this.setScope(scope, { at: this.scopes.get(scope)?.at ?? null, failed: true });
        return;
      }
      this.absorb(keep, readOdds(outcome.answer));
      this.setScope(scope, { at: now, failed: false });
    });
  }

  /** The prices of a scope (a market, a match) replaced by an answer's prices of it. */
  private absorb(keep: (line: OddsLine) => boolean, fresh: readonly OddsLine[]): void {
    const next = new Map<string, OddsLine>();
    for (const [key, line] of this.lines) if (!keep(line)) next.set(key, line);
    for (const line of fresh) if (keep(line)) next.set(line.key, line);
    this.lines = next;
  }

  private setScope(scope: string, loaded: Loaded): void {
    this.scopes = new Map(this.scopes).set(scope, loaded);
  }

  private statusOf(loaded: Loaded | undefined, member: string): MatchListStatus {
    if (loaded?.at != null) return 'ready';
    if (this.requests.isLoading(member)) return 'loading';
    return loaded?.failed ? 'failed' : 'idle';
  }

  /** The match list: shown once loaded, whatever a later refresh does. */
  get listStatus(): MatchListStatus {
    return this.statusOf(this.listLoaded, LIST);
  }

  marketStatus(type: BetType = this.betType): MatchListStatus {
    const scope = marketScope(type);
    return this.statusOf(this.scopes.get(scope), scope);
  }

  /** The board: the match list and the market shown. */
  get status(): MatchListStatus {
    return combined(this.listStatus, this.marketStatus());
  }

  /** True while anything is on its way. */
  get loading(): boolean {
    return this.requests.isLoading();
  }

  // What the board shows.

  /** The player's language as the names' field suffix (en, cn, vi ...). */
  get language(): string {
    return this.deps.language().toLowerCase();
  }

  private get suspendedMatches(): ReadonlySet<number> {
    return new Set(this.entries.filter((entry) => entry.suspended).map((entry) => entry.id));
  }

  private get linesByMatch(): Map<number, Map<BetType, OddsLine[]>> {
    const byMatch = new Map<number, OddsLine[]>();
    for (const line of this.lines.values()) {
      if (line.matchId === null) continue;
      const list = byMatch.get(line.matchId);
      if (list) list.push(line);
      else byMatch.set(line.matchId, [line]);
    }
    return new Map([...byMatch].map(([id, lines]) => [id, byMarket(lines)]));
  }

  private viewOf(entry: MatchEntry, lines: ReadonlyMap<BetType, readonly OddsLine[]>): MatchView {
    const language = this.language;
    const { home, away } = teamNames(entry.names, language);
    return {
      id: entry.id,
      leagueKey: entry.leagueKey,
      league: leagueName(entry.names, language),
      kickoff: entry.kickoff,
      status: entry.status,
      live: entry.status === 'live' || entry.status === 'half_time',
      minute: entry.minute,
      score: entry.score,
      suspended: entry.suspended,
      home,
      away,
      names: entry.names,
      lines,
    };
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
      const view = this.viewOf(entry, byMatch.get(entry.id) ?? new Map());
      league(entry.leagueKey, () => view.league).matches.push(view);
    }
    for (const line of this.lines.values()) {
      if (line.matchId === null) {
        league(line.leagueKey, () => lineNames(line, language).league).outrights.push(line);
      }
    }
    for (const view of leagues.values()) view.outrights.sort((a, b) => a.odds - b.odds);
    const first = (view: LeagueView) => view.matches[0]?.kickoff.getTime() ?? Number.POSITIVE_INFINITY;
    return [...leagues.values()].sort((a, b) => first(a) - first(b) || a.name.localeCompare(b.name));
  }

  /** The market shown. */
  get activeBetType(): BetType {
    return this.betType;
  }

  get period(): MarketPeriod {
    return isHalfBetType(this.betType) ? 'half' : 'full';
  }

  /**
   * The markets of the period shown, as tabs: every bet type of the spec, so the tabs need no prices (a
   * market without any says so when picked).
   */
  get marketChoices(): BetType[] {
    const types: readonly BetType[] = this.period === 'half' ? HALF_BET_TYPES : FULL_TIME_BET_TYPES;
    return [...types].sort((a, b) => betTypeRank(a) - betTypeRank(b));
  }

  /** Shows a market, loading its prices unless they are held. */
  selectBetType(type: BetType): void {
    this.betType = type;
    void this.ensureMarket(type);
  }

  /** Full time or first half: the same market of the other period where there is one, else its first. */
  selectPeriod(period: MarketPeriod): void {
    if (period === this.period) return;
    const base = baseBetType(this.betType);
    const wanted = BET_TYPES.filter((type) => isHalfBetType(type) === (period === 'half'));
    this.selectBetType(wanted.find((type) => baseBetType(type) === base) ?? wanted[0] ?? this.betType);
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

  /** Every price of a match in a market (all pairs of a handicap or total), in the order shown. */
  linesOf(match: MatchView, type: BetType = this.activeBetType): readonly OddsLine[] {
    return match.lines.get(type) ?? [];
  }

  /** The prices a board row shows: of a handicap or total only the main (first) pair. */
  boardLinesOf(match: MatchView, type: BetType = this.activeBetType): readonly OddsLine[] {
    const lines = this.linesOf(match, type);
    return isPairedMarket(type) ? (linePairs(lines)[0] ?? []) : lines;
  }

  /** Loaded, and nothing to bet on: no match and no price. */
  get isEmpty(): boolean {
    return this.status === 'ready' && this.entries.length === 0 && this.lines.size === 0;
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

  /** The price takes no bets for now: suspended itself, or its whole match is. */
  isSuspended(line: OddsLine): boolean {
    return line.suspended || (line.matchId !== null && this.suspendedMatches.has(line.matchId));
  }

  /** Which way the price moved in the last moments, if it did. */
  moveOf(key: string): PriceMove | undefined {
    return this.moves.get(key);
  }

  // A match's page.

  /** A match's prices: held once its page loaded them, else those the page carries (the first render). */
  private matchLines(matchId: number): OddsLine[] | null {
    if (this.scopes.get(matchScope(matchId))?.at != null) {
      return [...this.lines.values()].filter((line) => line.matchId === matchId);
    }
    const carried = this.carried?.odds?.(matchQuery(matchId));
    if (carried && isSuccess(carried)) return readOdds(carried).filter((line) => line.matchId === matchId);
    return null;
  }

  /** A match with every market it is priced in (each bet type in tab order). */
  matchDetail(matchId: number): MatchDetailView {
    const lines = this.matchLines(matchId);
    const scope = matchScope(matchId);
    const status = combined(this.listStatus, lines ? 'ready' : this.statusOf(this.scopes.get(scope), scope));
    const entry = this.entries.find((item) => item.id === matchId);
    const markets = byMarket(lines ?? []);
    const match = entry ? this.viewOf(entry, markets) : null;
    if (status !== 'ready') return { status, match, markets: [] };
    if (!match) return { status: 'missing', match: null, markets: [] };
    const types = [...markets.keys()].sort((a, b) => betTypeRank(a) - betTypeRank(b));
    return {
      status,
      match,
      markets: types.map((type) => {
        const list = markets.get(type) ?? [];
        return { type, rows: isPairedMarket(type) ? linePairs(list) : [list] };
      }),
    };
  }

  // Live updates.

  /**
   * The board or a match is shown: the live stream is open while at least one watcher is (the browser
   * only; the EventSource reconnects by itself). Answers the function that stops watching.
   */
  watchLive(): () => void {
    const open = this.deps.liveSource;
    if (!open) return () => undefined;
    this.watchers += 1;
    if (this.watchers === 1 && !this.live) {
      const source = open();
      const live = { source, broken: false };
      this.live = live;
      source.addEventListener('message', (event) => this.applyLive(readLiveEvents(event.data)));
      source.addEventListener('error', () => {
        live.broken = true;
      });
      source.addEventListener('open', () => {
        // Back after a break: what moved meanwhile is asked for again.
        if (!live.broken) return;
        live.broken = false;
        void this.ensureLoaded(0);
      });
    }
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      this.watchers -= 1;
      if (this.watchers === 0) this.stopLive();
    };
  }

  private stopLive(): void {
    this.live?.source.close();
    this.live = null;
    for (const timer of this.moveTimers.values()) clearTimeout(timer);
    this.moveTimers.clear();
    this.moves = new Map();
  }

  /** Hears every live event applied (the bet slip follows its selections' prices). */
  onLive(listener: (events: readonly LiveEvent[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The events of one feed tick: a match's status, clock, score and suspension (a finished or abandoned
   * match leaves the board), and prices moved (marked up or down for a few moments), suspended or closed
   * (removed). Prices not held are left to their market's next load.
   */
  applyLive(events: readonly LiveEvent[]): void {
    if (events.length === 0) return;
    let entries = this.entries;
    let lines: Map<string, OddsLine> | null = null;
    const moved = new Map<string, PriceMove>();
    const gone = new Set<number>();
    for (const event of events) {
      if (event.type === 'match') {
        const status = listStatus(event.status);
        if (status === null || leavesBoard(event.status)) {
          gone.add(event.match_id);
          continue;
        }
        entries = entries.map((entry) =>
          entry.id === event.match_id
            ? {
                ...entry,
                status,
                minute: event.minute,
                score:
                  event.home === null || event.away === null ? null : { home: event.home, away: event.away },
                suspended: event.suspended,
              }
            : entry,
        );
        continue;
      }
      for (const update of event.lines) {
        const key = lineKey(update.line_id);
        const held = (lines ?? this.lines).get(key);
        if (!held) continue;
        lines ??= new Map(this.lines);
        if (update.closed) {
          lines.delete(key);
          continue;
        }
        if (update.odds !== held.odds) moved.set(key, update.odds > held.odds ? 'up' : 'down');
        lines.set(key, { ...held, odds: update.odds, suspended: update.suspended });
      }
    }
    if (gone.size > 0) {
      entries = entries.filter((entry) => !gone.has(entry.id));
      lines ??= new Map(this.lines);
      for (const [key, line] of lines) if (line.matchId !== null && gone.has(line.matchId)) lines.delete(key);
    }
    this.entries = entries;
    if (lines) this.lines = lines;
    if (moved.size > 0) this.markMoves(moved);
    for (const listener of this.listeners) listener(events);
  }

  private markMoves(moved: ReadonlyMap<string, PriceMove>): void {
    const next = new Map(this.moves);
    const ms = this.deps.moveMarkMs ?? PRICE_MOVE_MARK_MS;
    for (const [key, move] of moved) {
      next.set(key, move);
      const previous = this.moveTimers.get(key);
      if (previous) clearTimeout(previous);
      this.moveTimers.set(
        key,
        setTimeout(() => this.unmark(key), ms),
      );
    }
    this.moves = next;
  }

  private unmark(key: string): void {
    this.moveTimers.delete(key);
    const next = new Map(this.moves);
    next.delete(key);
    this.moves = next;
  }
}
