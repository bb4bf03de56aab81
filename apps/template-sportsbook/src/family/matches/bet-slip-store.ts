import { makeAutoObservable } from 'mobx';
import type { OddsLine } from './odds-lines';

/** A bet slip holds at most this many selections, like most bookmakers' slips. */
export const MAX_SELECTIONS = 20;

/** Rounds to the cent, immune to binary float noise (10.5 × 3.15 is 33.08, not 33.07). */
function roundToCents(value: number): number {
  return Math.round(Number((value * 100).toPrecision(12))) / 100;
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

  constructor() {
    makeAutoObservable(this);
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
    // Digits and one decimal separator, at most two decimals.
    const cleaned = value.replace(',', '.').replace(/[^\d.]/g, '');
    const [whole = '', ...rest] = cleaned.split('.');
    this.stake = rest.length ? `${whole}.${rest.join('').slice(0, 2)}` : whole;
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
    if (!this.canCombine) return null;
    return roundToCents(this.selections.reduce((total, line) => total * line.odds, 1));
  }

  /** The stake as a number (0 when none or not a number). */
  get stakeAmount(): number {
    const amount = Number.parseFloat(this.stake);
    return Number.isFinite(amount) && amount > 0 ? amount : 0;
  }

  /** What the stake would return at the combined odds, in major units rounded to the cent; null without one. */
  get potentialReturn(): number | null {
    const odds = this.combinedOdds;
    if (odds === null || this.stakeAmount === 0) return null;
    return roundToCents(this.stakeAmount * odds);
  }
}
