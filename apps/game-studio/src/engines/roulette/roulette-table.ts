import type { RouletteBetType, RouletteColour } from './roulette-types';

/** Single-zero wheel: pockets 0..36. */
export const POCKETS = 37;

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export function colourOf(pocket: number): RouletteColour {
  if (pocket === 0) return 'green';
  return RED.has(pocket) ? 'red' : 'black';
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const numbers = range(1, 36);

/** A set of pockets as a lookup key. */
export const keyOf = (pockets: readonly number[]): string => [...pockets].sort((a, b) => a - b).join('-');

/**
 * The legal sets of pockets of each inside bet on the European layout (three columns, 1-2-3 on the first
 * row, zero at the head): splits side by side or one above the other, and with zero 0-1, 0-2, 0-3;
 * streets of a row, and the trios 0-1-2 and 0-2-3; corners of four, and the first four 0-1-2-3; six
 * lines of two rows. Each covers k pockets and returns 36/k times the stake: RTP 36/37 for every bet.
 */
function insideSets(): Record<'straight' | 'split' | 'street' | 'corner' | 'sixline', number[][]> {
  const side = (n: number) => n % 3 !== 0; // n has a neighbour to its right on the same row
  return {
    straight: range(0, 36).map((n) => [n]),
    split: [
      ...numbers.filter((n) => side(n)).map((n) => [n, n + 1]),
      ...range(1, 33).map((n) => [n, n + 3]),
      [0, 1],
      [0, 2],
      [0, 3],
    ],
    street: [...range(0, 11).map((r) => [3 * r + 1, 3 * r + 2, 3 * r + 3]), [0, 1, 2], [0, 2, 3]],
    corner: [
      ...range(1, 32)
        .filter((n) => side(n))
        .map((n) => [n, n + 1, n + 3, n + 4]),
      [0, 1, 2, 3],
    ],
    sixline: range(0, 10).map((r) => range(3 * r + 1, 3 * r + 6)),
  };
}

/** For each inside bet type, the keys of its legal sets. */
export const LEGAL_INSIDE: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries(insideSets()).map(([type, sets]) => [type, new Set(sets.map(keyOf))]),
);

/** How many pockets each inside bet names. */
export const INSIDE_SIZE: Readonly<Partial<Record<RouletteBetType, number>>> = {
  straight: 1,
  split: 2,
  street: 3,
  corner: 4,
  sixline: 6,
};

/** The pockets of the outside bets; a dozen or a column takes its target 1..3. */
export function outsideNumbers(type: RouletteBetType, target = 0): number[] {
  switch (type) {
    case 'dozen':
      return range(12 * (target - 1) + 1, 12 * target);
    case 'column':
      return numbers.filter((n) => (n - target) % 3 === 0);
    case 'red':
      return numbers.filter((n) => RED.has(n));
    case 'black':
      return numbers.filter((n) => !RED.has(n));
    case 'odd':
      return numbers.filter((n) => n % 2 === 1);
    case 'even':
      return numbers.filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
    default:
      throw new RangeError(`${type} is not an outside bet`);
  }
}

/** What a winning bet covering `covered` pockets returns per unit staked, stake included (35:1 is 36). */
export const returnMultiple = (covered: number): number => 36 / covered;
