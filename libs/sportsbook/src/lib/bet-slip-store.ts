import { makeAutoObservable, observable, runInAction } from 'mobx';
import {
  isSuccess,
  placeBet,
  type CurrentLine,
  type Envelope,
  type PlaceBetResponse,
  type PriceChangePolicy,
  type SportsBet,
} from '@wl/api';
import {
  PlatformRequests,
  SESSION_EXPIRED_MESSAGES,
  isRetryable,
  type MemberSource,
  type PlatformPort,
} from '@wl/core';
import {
  currencyDigits,
  exactDecimal,
  minorToText,
  multiplyExact,
  multiplyMinor,
  parseAmount,
  rescale,
  scaledText,
  type ExactDecimal,
  type MinorUnits,
} from '@wl/money';
import { leavesBoard, type LiveEvent } from './live-events';
import type { PriceMove } from './match-list-store';
import type { OddsLine } from './odds-lines';
import { newRequestId } from './request-id';

/** A bet slip holds at most this many selections, like most bookmakers' slips. */
export const MAX_SELECTIONS = 20;

/** The most legs a parlay takes (the platform refuses more with tooManyLegs). */
export const MAX_PARLAY_LEGS = 10;

/** Decimals the combined odds are shown with (the platform's own rounding of a parlay's odds). */
const ODDS_DIGITS = 2;

/** The player's choices when a price moved before the bet is taken, in the order the slip offers them. */
export const PRICE_CHANGE_POLICIES = [
  'any',
  'higher',
  'none',
] as const satisfies readonly PriceChangePolicy[];
export const DEFAULT_PRICE_CHANGE: PriceChangePolicy = 'none';
/** Where the choice is remembered (the browser's local storage, when there is one). */
export const PRICE_CHANGE_STORAGE_KEY = 'wl.sportsbook.priceChange';

/** With two or more selections: one parlay of them all, or a single on each at the same stake. */
export type BetMode = 'parlay' | 'singles';
/** What pressing Place sends: one single, one parlay, or one single per selection. */
export type BetKind = 'single' | 'parlay' | 'singles';

/** Why the slip cannot be placed as it stands (each has its own note). */
export type PlaceProblem = 'closed' | 'suspended' | 'sameMatch' | 'tooManyLegs' | 'stake';

/** A refusal of the last placing (its `errors` key); `retry` when the answer never came. */
export interface SlipRefusal {
  key: string;
  retry: boolean;
}

export interface BetSlipOptions {
  /** The site's currency (ISO 4217), for the decimals a stake may have; '' until the site is known. */
  currency?: () => string;
  /** The client and the global error handler (bets are placed only with them). */
  platform?: PlatformPort;
  /** The signed-in player. */
  session?: MemberSource;
  /** Shows the balance a placed bet's answer carries in every header at once (the wallet store's). */
  applyBalance?: (answer: PlaceBetResponse) => void;
  /** Where the price-change choice is remembered; null where there is none. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  newRequestId?: () => string;
}

export type ToggleResult = 'added' | 'removed' | 'replaced' | 'full';

/** A refusal the slip shows in place; only an answer that ends the session goes to the global handler. */
const shownInPlace = (answer: Envelope): boolean => !SESSION_EXPIRED_MESSAGES.includes(answer.message);

/** The prices a refusal carries as they stand now (priceChanged, marketSuspended). */
function currentLines(answer: Envelope): CurrentLine[] {
  const lines: unknown = (answer as { lines?: unknown }).lines;
  if (!Array.isArray(lines)) return [];
  return lines.filter(
    (line): line is CurrentLine =>
      typeof line === 'object' &&
      line !== null &&
      typeof (line as CurrentLine).line_id === 'number' &&
      typeof (line as CurrentLine).odds === 'number',
  );
}

function readPolicy(storage: BetSlipOptions['storage']): PriceChangePolicy {
  try {
    const stored = storage?.getItem(PRICE_CHANGE_STORAGE_KEY);
    return PRICE_CHANGE_POLICIES.find((policy) => policy === stored) ?? DEFAULT_PRICE_CHANGE;
  } catch {
    return DEFAULT_PRICE_CHANGE;
  }
}

/** The exact product of the odds (decimals multiplied as decimals), or null when one is not a decimal. */
function product(lines: readonly OddsLine[]): ExactDecimal | null {
  let result: ExactDecimal = { units: 1n, scale: 0 };
  for (const line of lines) {
    const odds = exactDecimal(line.odds);
    if (!odds) return null;
    result = multiplyExact(result, odds);
  }
  return result;
}

/**
 * The selections a player picks from the odds: one price per market of a match (picking another outcome
 * of the same market replaces it), the bet they make (a single, a parlay of one selection per match, or a
 * single on each), its return, and placing it. A press while the answer of the same slip is still unknown
 * sends the same request id, so the platform takes the bet once. A refused price shows as it stands now,
 * marked up or down, and the slip stays for the player to place again.
 */
export class BetSlipStore {
  selections: OddsLine[] = [];
  /** The stake as typed, in the site currency's major units (100 is 100.00); each single's with singles. */
  stake = '';
  /** The player's choice with two or more selections. */
  mode: BetMode = 'parlay';
  priceChange: PriceChangePolicy;
  placing = false;
  /** The bets the last press placed, shown until the slip changes. */
  receipt: SportsBet[] = [];
  refusal: SlipRefusal | null = null;
  /** Selections whose odds moved since they were picked or last placed. */
  changes: ReadonlyMap<string, PriceMove> = new Map();
  /** Selections whose price closed (no longer offered). */
  closed: ReadonlySet<string> = new Set();
  private readonly currency: () => string;
  private readonly requests: PlatformRequests | null;
  /** The request id of each slip content whose answer never came. */
  private readonly pendingIds = new Map<string, string>();

  constructor(private readonly options: BetSlipOptions = {}) {
    this.currency = options.currency ?? (() => '');
    this.requests = options.platform ? new PlatformRequests(options.platform, options.session) : null;
    this.priceChange = readPolicy(options.storage);
    // The prices are values from the match list: kept as they are, not wrapped one by one.
    makeAutoObservable<this, 'options' | 'currency' | 'requests' | 'pendingIds'>(this, {
      options: false,
      currency: false,
      requests: false,
      pendingIds: false,
      selections: observable.shallow,
      receipt: observable.ref,
      changes: observable.ref,
      closed: observable.ref,
    });
  }

  has(key: string): boolean {
    return this.selections.some((line) => line.key === key);
  }

  /** An odds button: picks the price, or drops it when it is on the slip already. */
  toggle(line: OddsLine): ToggleResult {
    this.receipt = [];
    this.refusal = null;
    if (this.has(line.key)) {
      this.remove(line.key);
      return 'removed';
    }
    const sameMarket = this.selections.findIndex(
      (chosen) =>
        chosen.betType === line.betType &&
        (line.matchId === null
          ? chosen.matchId === null && chosen.leagueKey === line.leagueKey
          : chosen.matchId === line.matchId),
    );
    if (sameMarket !== -1) {
      const replaced = this.selections[sameMarket];
      this.selections.splice(sameMarket, 1, line);
      if (replaced) this.forget(replaced.key);
      return 'replaced';
    }
    if (this.selections.length >= MAX_SELECTIONS) return 'full';
    this.selections.push(line);
    return 'added';
  }

  remove(key: string): void {
    this.selections = this.selections.filter((line) => line.key !== key);
    this.forget(key);
    this.refusal = null;
  }

  clear(): void {
    this.selections = [];
    this.stake = '';
    this.changes = new Map();
    this.closed = new Set();
    this.refusal = null;
    this.receipt = [];
  }

  setStake(value: string): void {
    // Digits and one decimal separator, at most the currency's decimals (two for most).
    const digits = currencyDigits(this.currency());
    const cleaned = value.replace(',', '.').replace(/[^\d.]/g, '');
    const [whole = '', ...rest] = cleaned.split('.');
    this.stake = rest.length && digits > 0 ? `${whole}.${rest.join('').slice(0, digits)}` : whole;
    this.refusal = null;
  }

  setMode(mode: BetMode): void {
    this.mode = mode;
    this.refusal = null;
  }

  /** The player's price-change choice, remembered for their next visits where the browser allows. */
  setPriceChange(policy: PriceChangePolicy): void {
    this.priceChange = policy;
    try {
      this.options.storage?.setItem(PRICE_CHANGE_STORAGE_KEY, policy);
    } catch {
      // Storage full or refused (private browsing): the choice holds for this page.
    }
  }

  get count(): number {
    return this.selections.length;
  }

  get isEmpty(): boolean {
    return this.selections.length === 0;
  }

  /** Keys of selections that share a match (or a league's outright) with another selection. */
  get conflicting(): ReadonlySet<string> {
    const eventOf = (line: OddsLine) =>
      line.matchId === null ? `league:${line.leagueKey}` : `match:${line.matchId}`;
    const counts = new Map<string, number>();
    for (const line of this.selections) counts.set(eventOf(line), (counts.get(eventOf(line)) ?? 0) + 1);
    return new Set(this.selections.filter((line) => (counts.get(eventOf(line)) ?? 0) > 1).map((l) => l.key));
  }

  /** Two or more selections, each of its own event: they can make a parlay (accumulator). */
  get isParlay(): boolean {
    return this.selections.length > 1 && this.conflicting.size === 0;
  }

  /** The slip can be priced as one bet: a single, or a parlay of separate events. */
  get canCombine(): boolean {
    return this.selections.length > 0 && this.conflicting.size === 0;
  }

  /** What pressing Place sends. */
  get kind(): BetKind {
    return this.selections.length <= 1 ? 'single' : this.mode;
  }

  /** The price of the slip as one bet: the product of its odds, two decimals; null when it cannot be combined. */
  get combinedOdds(): number | null {
    if (!this.canCombine) return null;
    const exact = product(this.selections);
    return exact ? Number(scaledText(rescale(exact, ODDS_DIGITS), ODDS_DIGITS)) : null;
  }

  /** The stake in minor units of the site currency (0 when none or not an amount). */
  get stakeMinor(): MinorUnits {
    const parsed = parseAmount(this.stake, this.currency());
    return parsed.ok ? parsed.minor : 0;
  }

  /** What pressing Place takes from the balance: the stake, once per selection with singles. */
  get totalStakeMinor(): MinorUnits {
    return this.kind === 'singles' ? this.stakeMinor * this.count : this.stakeMinor;
  }

  /**
   * What the bet returns if it wins, in minor units, rounded half up as the platform pays it: the stake
   * times the exact product of a parlay's odds (not the two-decimal odds shown), or the sum of each
   * single's return; null without a stake or when a parlay cannot be made.
   */
  get potentialReturnMinor(): MinorUnits | null {
    const stake = this.stakeMinor;
    if (stake === 0 || this.isEmpty) return null;
    if (this.kind === 'singles') {
      return this.selections.reduce((sum, line) => sum + multiplyMinor(stake, line.odds), 0);
    }
    if (!this.canCombine) return null;
    const exact = product(this.selections);
    return exact ? multiplyMinor(stake, scaledText(exact.units, exact.scale)) : null;
  }

  /** Why Place is not offered for the slip as it stands; null when it can be placed. */
  get placeProblem(): PlaceProblem | null {
    if (this.isEmpty) return null;
    if (this.selections.some((line) => this.closed.has(line.key))) return 'closed';
    if (this.selections.some((line) => line.suspended)) return 'suspended';
    if (this.kind === 'parlay') {
      if (this.conflicting.size > 0) return 'sameMatch';
      if (this.count > MAX_PARLAY_LEGS) return 'tooManyLegs';
    }
    if (this.stakeMinor <= 0) return 'stake';
    return null;
  }

  get canPlace(): boolean {
    return !this.isEmpty && !this.placing && this.placeProblem === null && this.requests !== null;
  }

  /**
   * Places the slip: one bet, or one single per selection in turn. Each answered bet takes its
   * selections off the slip and shows the balance it left; a refusal stays on the slip with the prices as
   * they stand now. An answer that never came keeps its request id for the next press of the same slip.
   */
  async place(): Promise<void> {
    const requests = this.requests;
    if (!requests || !this.canPlace) return;
    const stake = minorToText(this.stakeMinor, currencyDigits(this.currency()));
    const bets = this.kind === 'singles' ? this.selections.map((line) => [line]) : [this.selections];
    const priceChange = this.priceChange;
    this.placing = true;
    this.refusal = null;
    this.receipt = [];
    this.changes = new Map();

    const placed: SportsBet[] = [];
    const placedKeys = new Set<string>();
    let refusal: SlipRefusal | null = null;
    for (const legs of bets) {
      const body = {
        stake,
        legs: legs.map((line) => ({ line_id: line.lineId, odds: line.odds })),
        price_change: priceChange,
      };
      const content = JSON.stringify(body);
      const requestId = this.pendingIds.get(content) ?? (this.options.newRequestId ?? newRequestId)();
      this.pendingIds.set(content, requestId);
      const outcome = await requests.forMember(
        'place',
        (member) => placeBet(requests.api, { ...member, ...body, request_id: requestId }),
        { quiet: shownInPlace, accept: (answer) => Boolean(answer.bet), args: requestId },
      );
      // Signed out meanwhile: nothing more is sent (the session's end says why).
      if (!outcome?.current) break;
      const { answer, ok } = outcome;
      const unanswered = isRetryable(answer);
      if (!unanswered) this.pendingIds.delete(content);
      if (ok && answer.bet) {
        placed.push(answer.bet);
        for (const line of legs) placedKeys.add(line.key);
        this.options.applyBalance?.(answer);
        continue;
      }
      refusal ??= {
        key: isSuccess(answer) ? 'unknownError' : answer.message || 'unknownError',
        retry: unanswered,
      };
      this.applyCurrent(currentLines(answer));
      // The connection is away: the other singles wait for the next press too.
      if (unanswered) break;
    }

    runInAction(() => {
      this.placing = false;
      this.receipt = placed;
      this.refusal = refusal;
      if (placedKeys.size === 0) return;
      this.selections = this.selections.filter((line) => !placedKeys.has(line.key));
      for (const key of placedKeys) this.forget(key);
      if (this.isEmpty) {
        this.stake = '';
        this.mode = 'parlay';
      }
    });
  }

  /** The prices a refusal carries as they stand now: new odds (marked up or down) and suspensions. */
  applyCurrent(lines: readonly CurrentLine[]): void {
    if (lines.length === 0) return;
    const byId = new Map(lines.map((line) => [line.line_id, line]));
    const changes = new Map(this.changes);
    this.selections = this.selections.map((line) => {
      const now = byId.get(line.lineId);
      if (!now) return line;
      if (now.odds !== line.odds) changes.set(line.key, now.odds > line.odds ? 'up' : 'down');
      return now.odds === line.odds && now.suspended === line.suspended
        ? line
        : { ...line, odds: now.odds, suspended: now.suspended };
    });
    this.changes = changes;
  }

  /** The live stream's events for the slip's selections: moved, suspended or closed prices, matches over. */
  applyLive(events: readonly LiveEvent[]): void {
    if (this.isEmpty) return;
    const changes = new Map(this.changes);
    const closed = new Set(this.closed);
    let selections = this.selections;
    let touched = false;
    for (const event of events) {
      if (event.type === 'match') {
        selections = selections.map((line) => {
          if (line.matchId !== event.match_id) return line;
          touched = true;
          if (leavesBoard(event.status)) {
            closed.add(line.key);
            return line;
          }
          return line.suspended === event.suspended ? line : { ...line, suspended: event.suspended };
        });
        continue;
      }
      const byId = new Map(event.lines.map((update) => [update.line_id, update]));
      selections = selections.map((line) => {
        const update = byId.get(line.lineId);
        if (!update) return line;
        touched = true;
        if (update.closed) {
          closed.add(line.key);
          return line;
        }
        closed.delete(line.key);
        if (update.odds !== line.odds) changes.set(line.key, update.odds > line.odds ? 'up' : 'down');
        return { ...line, odds: update.odds, suspended: update.suspended };
      });
    }
    if (!touched) return;
    this.selections = selections;
    this.changes = changes;
    this.closed = closed;
  }

  /** Marks of a selection that left the slip. */
  private forget(key: string): void {
    if (this.changes.has(key)) {
      const changes = new Map(this.changes);
      changes.delete(key);
      this.changes = changes;
    }
    if (this.closed.has(key)) {
      const closed = new Set(this.closed);
      closed.delete(key);
      this.closed = closed;
    }
  }
}
