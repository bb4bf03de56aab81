import type { CurrentLine, PriceChangePolicy } from '@wl/contract';
import { MAX_PARLAY_LEGS } from '@wl/contract';
import { exactDecimal, multiplyExact, parseAmount, rescale, scaledText } from '@wl/money';
import { potentialReturn } from '../settlement/bet-return';
import type { ExactDecimal } from '@wl/money';
import { bettingErrors } from './betting-errors';
import { eventOf, lineOpen, type LineNow } from './bet-records';
import type { SportsLimits } from './sports-limits';

/** The most any one stake may be, whatever a site's limits say: 10^12 minor units. */
const ABSURD_MINOR = 1_000_000_000_000;

export interface LegAsk {
  lineId: number;
  odds: number;
}

/** The stake as minor units within the site's limits; a clear refusal for anything else. */
export function stakeOf(text: string, currency: string, limits: SportsLimits): number {
  const parsed = parseAmount(text, currency);
  if (!parsed.ok) {
    throw bettingErrors.invalidAmount(
      parsed.problem === 'tooManyDecimals'
        ? `${currency} amounts have fewer decimals`
        : parsed.problem === 'tooLarge'
          ? 'the stake is too large'
          : 'write the stake as digits, like 100 or 100.50',
    );
  }
  if (parsed.minor <= 0) throw bettingErrors.invalidAmount('the stake must be above zero');
  if (parsed.minor > ABSURD_MINOR) throw bettingErrors.invalidAmount('the stake is too large');
  if (parsed.minor < limits.minStakeMinor) throw bettingErrors.stakeBelowMinimum();
  if (parsed.minor > limits.maxStakeMinor) throw bettingErrors.stakeAboveMaximum();
  return parsed.minor;
}

/** The slip's shape: 1 to 10 legs, one per match (a line once). */
export function checkLegCount(legs: readonly LegAsk[]): void {
  if (legs.length > MAX_PARLAY_LEGS) throw bettingErrors.tooManyLegs();
  if (new Set(legs.map((leg) => leg.lineId)).size !== legs.length) throw bettingErrors.sameMatchLegs();
}

const current = (line: LineNow, at: Date): CurrentLine => ({
  line_id: line.id,
  odds: line.odds,
  suspended: lineOpen(line, at) !== 'open',
});

/**
 * The prices the bet is taken at, by the player's price-change policy: each line must exist and take bets
 * (marketClosed, marketSuspended), be on a match (or outright) of its own (sameMatchLegs), and be at the odds sent, or
 * moved in a way the policy lets through (priceChanged, with every line as it stands).
 */
export function acceptedPrices(
  legs: readonly LegAsk[],
  lines: readonly LineNow[],
  policy: PriceChangePolicy,
  at: Date,
): LineNow[] {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const taken: LineNow[] = [];
  for (const leg of legs) {
    const line = byId.get(leg.lineId);
    if (!line) throw bettingErrors.marketClosed(`no price ${leg.lineId}`);
    if (lineOpen(line, at) === 'closed')
      throw bettingErrors.marketClosed(`price ${leg.lineId} takes no bets`);
    taken.push(line);
  }
  if (new Set(taken.map(eventOf)).size !== taken.length) throw bettingErrors.sameMatchLegs();
  const now = taken.map((line) => current(line, at));
  if (taken.some((line) => lineOpen(line, at) === 'suspended')) throw bettingErrors.marketSuspended(now);
  const moved = legs.some((leg, i) => {
    const odds = taken[i]?.odds ?? leg.odds;
    if (odds === leg.odds) return false;
    return policy === 'none' || (policy === 'higher' && odds < leg.odds);
  });
  if (moved) throw bettingErrors.priceChanged(now);
  return taken;
}

/**
 * The combined odds shown (the product, two decimals, half up) and what the stake returns if every leg
 * wins: the stake times the exact product, as settlement pays it (bet-return.ts).
 */
export function pricedBet(
  stakeMinor: number,
  odds: readonly number[],
): { odds: string; potentialMinor: number } {
  let product: ExactDecimal = { units: 1n, scale: 0 };
  for (const value of odds) {
    const exact = exactDecimal(value);
    if (!exact) throw new Error(`odds ${value} are not a decimal`);
    product = multiplyExact(product, exact);
  }
  return { odds: scaledText(rescale(product, 2), 2), potentialMinor: potentialReturn(stakeMinor, odds) };
}

export function checkPayout(potentialMinor: number, limits: SportsLimits): void {
  if (potentialMinor > limits.maxPayoutMinor) throw bettingErrors.payoutAboveMaximum();
}
