import { makeAutoObservable, observable } from 'mobx';
import {
  currencyDigits,
  exactDecimal,
  multiplyExact,
  multiplyMinor,
  parseAmount,
  rescale,
  scaledText,
  type ExactDecimal,
  type MinorUnits,
} from '@wl/money';
import type { OddsLine } from './odds-lines';

/** A bet slip holds at most this many selections, like most bookmakers' slips. */
export const MAX_SELECTIONS = 20;

/** Decimals the slip prices a bet to: the combined odds shown are the odds the return is worked out at. */
const ODDS_DIGITS = 2;

export interface BetSlipOptions {
  /** The site's currency (ISO 4217), for the decimals a stake may have; '' until the site is known. */
  currency?: () => string;
}

export type ToggleResult = 'added' | 'removed' | 'replaced' | 'full';

/**
 * The selections a player picks from the odds: one price per market of a match (picking another outcome
 * of the same market replaces it), the combined odds of a parlay (one selection per match) and the
 * potential return of a stake. Bets are not placed from here: the platform offers no bet call yet.
 */
export class BetSlipStore {
  selections: OddsLine[] = [];
  /** The stake as typed, in the site currency's major units (100 is 100.00). */
  stake = '';
  private readonly currency: () => string;

  constructor({ currency = () => '' }: BetSlipOptions = {}) {
    this.currency = currency;
    // The prices are values from the match list: kept as they are, not wrapped one by one.
    makeAutoObservable(this, { selections: observable.shallow });
  }

  has(key: string): boolean {
    return this.selections.some((line) => line.key === key);
  }

  /** An odds button: picks the price, or drops it when it is on the slip already. */
  toggle(line: OddsLine): ToggleResult {
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
      this.selections.splice(sameMarket, 1, line);
      return 'replaced';
    }
    if (this.selections.length >= MAX_SELECTIONS) return 'full';
    this.selections.push(line);
    return 'added';
  }

  remove(key: string): void {
    this.selections = this.selections.filter((line) => line.key !== key);
  }

  clear(): void {
    this.selections = [];
    this.stake = '';
  }

  setStake(value: string): void {
    // Digits and one decimal separator, at most the currency's decimals (two for most).
    const digits = currencyDigits(this.currency());
    const cleaned = value.replace(',', '.').replace(/[^\d.]/g, '');
    const [whole = '', ...rest] = cleaned.split('.');
    this.stake = rest.length && digits > 0 ? `${whole}.${rest.join('').slice(0, digits)}` : whole;
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

  /** Two or more selections, each of its own event: a parlay (accumulator). */
  get isParlay(): boolean {
    return this.selections.length > 1 && this.conflicting.size === 0;
  }

  /** The slip can be priced as one bet: a single, or a parlay of separate events. */
  get canCombine(): boolean {
    return this.selections.length > 0 && this.conflicting.size === 0;
  }

  /** The price of the slip as one bet: the product of its odds, two decimals; null when it cannot be combined. */
  get combinedOdds(): number | null {
    const price = this.price;
    return price === null ? null : Number(price);
  }

  /** The combined odds as exact decimal text ("7.38"): multiplied as decimals, rounded half up. */
  private get price(): string | null {
    if (!this.canCombine) return null;
    let product: ExactDecimal = { units: 1n, scale: 0 };
    for (const line of this.selections) {
      const odds = exactDecimal(line.odds);
      if (!odds) return null;
      product = multiplyExact(product, odds);
    }
    return scaledText(rescale(product, ODDS_DIGITS), ODDS_DIGITS);
  }

  /** The stake in minor units of the site currency (0 when none or not an amount). */
  get stakeMinor(): MinorUnits {
    const parsed = parseAmount(this.stake, this.currency());
    return parsed.ok ? parsed.minor : 0;
  }

  /** What the stake would return at the combined odds, in minor units, rounded half up; null without one. */
  get potentialReturnMinor(): MinorUnits | null {
    const price = this.price;
    if (price === null || this.stakeMinor === 0) return null;
    return multiplyMinor(this.stakeMinor, price);
  }
}
