import { BetSlipStore, MAX_SELECTIONS } from './bet-slip-store';
import type { LineNames, OddsLine } from './odds-lines';

let next = 1;
/** The names behind every test price (the slip reads only them). */
const NAMES: LineNames = {
  home: { en: 'Arsenal' },
  away: { en: 'Chelsea' },
  league: { en: 'Premier League' },
};
function line(
  matchId: number | null,
  betType: OddsLine['betType'],
  homeAway: string,
  odds: number,
): OddsLine {
  return {
    key: `line-${next++}`,
    matchId,
    leagueKey: 'epl',
    betType,
    homeAway,
    criteria1: '',
    odds,
    names: NAMES,
  };
}

describe('BetSlipStore', () => {
  it('adds a price, and removes it when picked again', () => {
    const slip = new BetSlipStore();
    const home = line(1, '1X2', 'H', 2.1);
    expect(slip.toggle(home)).toBe('added');
    expect(slip.has(home.key)).toBe(true);
    expect(slip.toggle(home)).toBe('removed');
    expect(slip.isEmpty).toBe(true);
  });

  it('replaces the other outcome of the same market of a match', () => {
    const slip = new BetSlipStore();
    const home = line(1, '1X2', 'H', 2.1);
    const draw = line(1, '1X2', 'D', 3.2);
    slip.toggle(home);
    expect(slip.toggle(draw)).toBe('replaced');
    expect(slip.selections.map((l) => l.key)).toEqual([draw.key]);
  });

  it('multiplies the odds of a parlay of different matches, to two decimals', () => {
    const slip = new BetSlipStore();
    slip.toggle(line(1, '1X2', 'H', 2.1));
    slip.toggle(line(2, '1X2', 'A', 1.85));
    slip.toggle(line(3, 'OU', 'O', 1.9));
    expect(slip.isParlay).toBe(true);
    // 2.1 × 1.85 × 1.9 = 7.3815
    expect(slip.combinedOdds).toBe(7.38);
  });

  it('prices a single at its own odds', () => {
    const slip = new BetSlipStore();
    slip.toggle(line(1, 'HDP', 'H', 1.95));
    expect(slip.isParlay).toBe(false);
    expect(slip.combinedOdds).toBe(1.95);
  });

  it('does not combine two selections of the same match', () => {
    const slip = new BetSlipStore();
    const result = line(1, '1X2', 'H', 2.1);
    const total = line(1, 'OU', 'O', 1.9);
    slip.toggle(result);
    slip.toggle(total);
    slip.toggle(line(2, '1X2', 'H', 1.5));
    expect(slip.count).toBe(3);
    expect([...slip.conflicting]).toEqual([result.key, total.key]);
    expect(slip.canCombine).toBe(false);
    expect(slip.combinedOdds).toBeNull();
    slip.remove(total.key);
    expect(slip.combinedOdds).toBe(3.15);
  });

  it('works out the return of a stake and cleans what is typed', () => {
    const slip = new BetSlipStore();
    slip.toggle(line(1, '1X2', 'H', 2.1));
    slip.toggle(line(2, '1X2', 'H', 1.5));
    expect(slip.potentialReturnMinor).toBeNull();
    slip.setStake('10,505abc');
    expect(slip.stake).toBe('10.50');
    // 10.50 × 3.15 = 33.075, returned as 33.08
    expect(slip.potentialReturnMinor).toBe(3308);
  });

  it('keeps every cent of a large stake (floating point kept twelve digits)', () => {
    const slip = new BetSlipStore({ currency: () => 'PHP' });
    slip.toggle(line(1, '1X2', 'H', 1.15));
    slip.setStake('1234567890123.45');
    expect(slip.stakeMinor).toBe(123456789012345);
    // 1,234,567,890,123.45 × 1.15 = 1,419,753,073,641.9675
    expect(slip.potentialReturnMinor).toBe(141975307364197);
  });

  it("takes as many decimals as the site's currency has", () => {
    const slip = new BetSlipStore({ currency: () => 'VND' });
    slip.toggle(line(1, '1X2', 'H', 2.15));
    slip.setStake('25000.5');
    expect(slip.stake).toBe('25000');
    expect(slip.potentialReturnMinor).toBe(53750);
  });

  it('clears the selections and the stake', () => {
    const slip = new BetSlipStore();
    slip.toggle(line(1, '1X2', 'H', 2.1));
    slip.setStake('20');
    slip.clear();
    expect(slip.isEmpty).toBe(true);
    expect(slip.stake).toBe('');
    expect(slip.combinedOdds).toBeNull();
  });

  it(`holds at most ${MAX_SELECTIONS} selections`, () => {
    const slip = new BetSlipStore();
    for (let match = 1; match <= MAX_SELECTIONS; match++) slip.toggle(line(match, '1X2', 'H', 1.1));
    expect(slip.toggle(line(99, '1X2', 'H', 1.1))).toBe('full');
    expect(slip.count).toBe(MAX_SELECTIONS);
  });
});
