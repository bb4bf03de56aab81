import type { SlotGame, SlotMaths } from '../slot-types';

/**
 * A slot small enough to enumerate: 6·5·7·5·6 = 6,300 stop combinations, with a wild and a scatter. Its
 * strips are written out so that specs can stop each reel on a chosen symbol.
 */
export const TINY_MATHS: SlotMaths = {
  symbols: [
    { id: 'W', role: 'wild' },
    { id: 'S', role: 'scatter' },
    { id: 'A', role: 'high' },
    { id: 'B', role: 'low' },
    { id: 'C', role: 'low' },
  ],
  reels: [
    ['A', 'B', 'S', 'C', 'W', 'B'],
    ['B', 'W', 'A', 'C', 'S'],
    ['C', 'A', 'W', 'B', 'S', 'B', 'A'],
    ['A', 'S', 'B', 'C', 'W'],
    ['B', 'C', 'A', 'S', 'W', 'C'],
  ],
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
  ],
  pays: { W: [20, 60, 200], A: [10, 40, 150], B: [4, 10, 30], C: [2, 8, 20] },
  scatterPays: { 2: 1, 3: 5, 4: 25, 5: 100 },
};

/** A game of the given maths, with plain glyphs and line bets 1, 2 and 5. */
export function tinyGame(maths: SlotMaths = TINY_MATHS, rtp = 0): SlotGame {
  const lines = maths.paylines.length;
  return {
    ...maths,
    code: 'TINY',
    name: 'Tiny',
    model: 'tiny',
    modelName: 'Tiny',
    volatility: 'low',
    symbols: maths.symbols.map((s) => ({ ...s, name: s.id, glyph: s.id })),
    stakeLevelsMinor: [1, 2, 5].map((lineBet) => lineBet * lines),
    rtp,
  };
}

/** The stop that puts `id` on `row` of a strip (its first occurrence). */
export function stopShowing(strip: readonly string[], id: string, row: number): number {
  const at = strip.indexOf(id);
  if (at < 0) throw new Error(`${id} is not on the strip`);
  return (at - row + strip.length) % strip.length;
}
