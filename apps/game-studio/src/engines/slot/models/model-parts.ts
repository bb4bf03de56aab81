import { stripFromCounts } from '../reel-strips';
import type { SymbolRole } from '../slot-types';

/** Line bets most models offer, in minor units; a stake is a line bet times the paylines. */
export const LINE_BETS: readonly number[] = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

/** The five strips of a model from each symbol's count on reels 1..5. */
export function reelsFrom(counts: Readonly<Record<string, readonly number[]>>): string[][] {
  return [0, 1, 2, 3, 4].map((reel) =>
    stripFromCounts(Object.fromEntries(Object.entries(counts).map(([id, n]) => [id, n[reel] ?? 0]))),
  );
}

/** A model's symbol list from (id, role) pairs, highest paying first. */
export const symbols = (...entries: [string, SymbolRole][]) => entries.map(([id, role]) => ({ id, role }));
