import type { RouletteBetType } from '../../engines/browser';

/** A betting spot of the table: the bet it places, its face, and where it sits in each layout. */
export interface Spot {
  key: string;
  type: RouletteBetType;
  numbers?: number[];
  target?: number;
  text: string;
  /** Its accessible name. */
  name: string;
  colour?: 'red' | 'black' | 'green';
  /** The pockets it covers (to light the winners). */
  covers: number[];
  /** Grid placement on a wide screen (zero at the left, twelve columns) and on a phone (zero on top). */
  wide: { row: string; column: string };
  tall: { row: string; column: string };
}

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export const colourOf = (n: number): 'red' | 'black' | 'green' =>
  n === 0 ? 'green' : RED.has(n) ? 'red' : 'black';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ORDINAL = ['first', 'second', 'third'];

/**
 * The European layout. Wide: column 1 is zero, columns 2..13 the numbers (3 at the top of each column),
 * column 14 the "2 to 1" bets; row 4 the dozens, row 5 the even-money bets. Tall: the same table turned
 * a quarter: zero on top, numbers in rows of three, the column bets at the bottom, dozens and even-money
 * bets down the left.
 */
export function tableSpots(): Spot[] {
  const spots: Spot[] = [
    {
      key: 'n0',
      type: 'straight',
      numbers: [0],
      text: '0',
      name: 'Zero',
      colour: 'green',
      covers: [0],
      wide: { row: '1 / span 3', column: '1' },
      tall: { row: '1', column: '3 / span 3' },
    },
  ];
  for (const n of range(1, 36)) {
    const colour = colourOf(n);
    spots.push({
      key: `n${n}`,
      type: 'straight',
      numbers: [n],
      text: String(n),
      name: `${n} ${colour}`,
      colour,
      covers: [n],
      wide: { row: String(3 - ((n - 1) % 3)), column: String(2 + Math.floor((n - 1) / 3)) },
      tall: { row: String(2 + Math.floor((n - 1) / 3)), column: String(3 + ((n - 1) % 3)) },
    });
  }
  for (const t of [1, 2, 3]) {
    spots.push({
      key: `col${t}`,
      type: 'column',
      target: t,
      text: '2:1',
      name: `${ORDINAL[t - 1]} column, pays 2 to 1`,
      covers: range(1, 36).filter((n) => (n - t) % 3 === 0),
      wide: { row: String(4 - t), column: '14' },
      tall: { row: '14', column: String(2 + t) },
    });
    spots.push({
      key: `doz${t}`,
      type: 'dozen',
      target: t,
      text: `${t}${['st', 'nd', 'rd'][t - 1]} 12`,
      name: `${ORDINAL[t - 1]} dozen, ${12 * t - 11} to ${12 * t}, pays 2 to 1`,
      covers: range(12 * t - 11, 12 * t),
      wide: { row: '4', column: `${2 + 4 * (t - 1)} / span 4` },
      tall: { row: `${2 + 4 * (t - 1)} / span 4`, column: '2' },
    });
  }
  const outside: [RouletteBetType, string, string, number[], Spot['colour']?][] = [
    ['low', '1–18', 'Low, 1 to 18', range(1, 18)],
    ['even', 'Even', 'Even', range(1, 36).filter((n) => n % 2 === 0)],
    ['red', 'Red', 'Red', range(1, 36).filter((n) => RED.has(n)), 'red'],
    ['black', 'Black', 'Black', range(1, 36).filter((n) => !RED.has(n)), 'black'],
    ['odd', 'Odd', 'Odd', range(1, 36).filter((n) => n % 2 === 1)],
    ['high', '19–36', 'High, 19 to 36', range(19, 36)],
  ];
  outside.forEach(([type, text, name, covers, colour], i) => {
    spots.push({
      key: type,
      type,
      text,
      name: `${name}, pays 1 to 1`,
      colour,
      covers,
      wide: { row: '5', column: `${2 + 2 * i} / span 2` },
      tall: { row: `${2 + 2 * i} / span 2`, column: '1' },
    });
  });
  return spots;
}

/** The pockets in wheel order, clockwise from zero (single-zero wheel). */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];
