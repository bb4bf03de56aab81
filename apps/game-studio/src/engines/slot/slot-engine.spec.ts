import { BetError } from '../engine-types';
import { sequenceRandom } from '../random-source';
import { createSlotEngine } from './slot-engine';
import { TINY_MATHS, stopShowing, tinyGame } from './testing/tiny-slot';

/** The tiny slot with the middle line only, so that a forced middle row is the whole line result. */
const middleOnly = tinyGame({ ...TINY_MATHS, paylines: [[1, 1, 1, 1, 1]] });

/** Stops that show `ids` on the middle row. */
const middle = (...ids: string[]) => ids.map((id, reel) => stopShowing(TINY_MATHS.reels[reel] ?? [], id, 1));

describe('slot engine bets', () => {
  const engine = createSlotEngine(tinyGame());

  it('takes a stake level and spreads it over the lines', () => {
    expect(engine.stakeLevelsMinor).toEqual([5, 10, 25]);
    expect(engine.parseBet({ stakeMinor: 10 })).toEqual({ stakeMinor: 10, lineBetMinor: 2 });
    expect(engine.stakeOf(engine.parseBet({ stakeMinor: 25 }))).toBe(25);
  });

  it.each([
    ['not a stake level', { stakeMinor: 7 }],
    ['zero', { stakeMinor: 0 }],
    ['negative', { stakeMinor: -5 }],
    ['fractional', { stakeMinor: 5.5 }],
    ['over the largest level', { stakeMinor: 50 }],
    ['a string', { stakeMinor: '5' }],
    ['missing', {}],
    ['not an object', 5],
    ['null', null],
    ['a list', [5]],
  ])('refuses a stake that is %s', (_, input) => {
    expect(() => engine.parseBet(input)).toThrow(BetError);
  });
});

describe('slot engine outcomes', () => {
  const engine = createSlotEngine(middleOnly);
  const bet = engine.parseBet({ stakeMinor: 2 }); // line bet 2
  const spin = (stops: number[]) => engine.play(bet, sequenceRandom(stops)).outcome;

  it('shows the strips at the stops, reel by reel, top to bottom', () => {
    const outcome = spin([0, 1, 2, 3, 4]);
    expect(outcome.stops).toEqual([0, 1, 2, 3, 4]);
    expect(outcome.grid).toEqual([
      ['A', 'B', 'S'],
      ['W', 'A', 'C'],
      ['W', 'B', 'S'],
      ['C', 'W', 'A'],
      ['W', 'C', 'B'],
    ]);
  });

  it.each([
    ['three of a kind', ['A', 'A', 'A', 'B', 'C'], { symbol: 'A', count: 3, winMinor: 20 }],
    ['wilds standing in', ['W', 'W', 'A', 'A', 'C'], { symbol: 'A', count: 4, winMinor: 80 }],
    [
      'five with wilds beating three wilds',
      ['W', 'W', 'W', 'B', 'B'],
      { symbol: 'B', count: 5, winMinor: 60 },
    ],
    ['three wilds beating four', ['W', 'W', 'W', 'C', 'B'], { symbol: 'W', count: 3, winMinor: 40 }],
    ['five wilds', ['W', 'W', 'W', 'W', 'W'], { symbol: 'W', count: 5, winMinor: 400 }],
  ])('pays %s', (_, ids, win) => {
    const outcome = spin(middle(...ids));
    expect(outcome.grid.map((reel) => reel[1])).toEqual(ids);
    expect(outcome.lineWins).toEqual([{ line: 0, ...win }]);
  });

  it.each([
    ['a scatter breaks the line', ['A', 'W', 'S', 'A', 'A']],
    ['a line starting with a scatter', ['S', 'A', 'A', 'A', 'A']],
    ['two of a kind', ['B', 'B', 'A', 'A', 'A']],
    ['one wild then another symbol', ['W', 'B', 'C', 'A', 'A']],
  ])('pays nothing on the line for %s', (_, ids) => {
    expect(spin(middle(...ids)).lineWins).toEqual([]);
  });

  it('pays scatters anywhere on the total stake', () => {
    // A scatter on the top row of every reel.
    const outcome = spin([2, 4, 4, 1, 3]);
    const shown = outcome.grid.flat().filter((id) => id === 'S').length;
    expect(outcome.scatterCount).toBe(shown);
    expect(shown).toBe(5);
    expect(outcome.scatterWinMinor).toBe(100 * bet.stakeMinor);
    expect(outcome.totalWinMinor).toBe(
      outcome.scatterWinMinor + outcome.lineWins.reduce((s, w) => s + w.winMinor, 0),
    );
  });

  it('adds the line wins of every payline and the scatter pay', () => {
    const all = createSlotEngine(tinyGame());
    const stake = all.parseBet({ stakeMinor: 5 }); // line bet 1 over 5 lines
    const result = all.play(stake, sequenceRandom([2, 0, 6, 0, 1]));
    expect(result.outcome.grid).toEqual([
      ['S', 'C', 'W'],
      ['B', 'W', 'A'],
      ['A', 'C', 'A'],
      ['A', 'S', 'B'],
      ['C', 'A', 'S'],
    ]);
    // Middle C W C S: three C. Top starts with a scatter. Bottom W A A B: three A. The V starts with a
    // scatter. The inverted V W W A S: three A (two wilds alone pay nothing).
    expect(result.outcome.lineWins).toEqual([
      { line: 0, symbol: 'C', count: 3, winMinor: 2 },
      { line: 2, symbol: 'A', count: 3, winMinor: 10 },
      { line: 4, symbol: 'A', count: 3, winMinor: 10 },
    ]);
    expect(result.outcome.scatterCount).toBe(3);
    expect(result.outcome.scatterWinMinor).toBe(25);
    expect(result.winMinor).toBe(47);
    expect(result.outcome.totalWinMinor).toBe(47);
  });
});
