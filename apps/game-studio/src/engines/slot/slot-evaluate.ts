import type { SlotMaths } from './slot-types';

const REELS = 5;
const ROWS = 3;

/** A line win in symbol indices, before it is turned into ids and money. */
export interface IndexedLineWin {
  line: number;
  symbol: number;
  count: number;
  /** In line bets. */
  multiplier: number;
}

/**
 * A slot's maths in flat arrays of symbol indices, for evaluating millions of spins: strips as index
 * arrays, pays[symbol * 6 + count] in line bets, paylines as row indices.
 */
export interface CompiledSlot {
  ids: readonly string[];
  strips: readonly Int32Array[];
  pays: Float64Array;
  paylines: readonly Int32Array[];
  wild: number;
  scatter: number;
  scatterPays: Float64Array;
}

export function compileSlot(maths: SlotMaths): CompiledSlot {
  const ids = maths.symbols.map((s) => s.id);
  const indexOf = new Map(ids.map((id, i) => [id, i]));
  const pays = new Float64Array(ids.length * 6);
  ids.forEach((id, i) => {
    maths.pays[id]?.forEach((pay, k) => {
      pays[i * 6 + 3 + k] = pay;
    });
  });
  const scatterPays = new Float64Array(REELS * ROWS + 1);
  for (const [count, pay] of Object.entries(maths.scatterPays)) scatterPays[Number(count)] = pay;
  return {
    ids,
    strips: maths.reels.map((strip) => Int32Array.from(strip, (id) => indexOf.get(id) ?? -1)),
    pays,
    paylines: maths.paylines.map((rows) => Int32Array.from(rows)),
    wild: maths.symbols.findIndex((s) => s.role === 'wild'),
    scatter: maths.symbols.findIndex((s) => s.role === 'scatter'),
    scatterPays,
  };
}

/**
 * The win of one line, read left to right: the leading wilds pay as wilds, or stand in for the first
 * other symbol, whose run goes on while the reels show it or a wild; the better of the two is paid (the
 * symbol on a tie). A scatter stops a line. `line` holds the symbol index on each reel.
 */
export function evaluateLine(
  slot: CompiledSlot,
  line: Int32Array | readonly number[],
): IndexedLineWin | null {
  const { wild, pays } = slot;
  let wilds = 0;
  while (wilds < REELS && line[wilds] === wild) wilds += 1;
  const wildPay = wilds >= 3 ? (pays[wild * 6 + wilds] as number) : 0;
  let best: IndexedLineWin | null =
    wildPay > 0 ? { line: -1, symbol: wild, count: wilds, multiplier: wildPay } : null;
  if (wilds < REELS) {
    const symbol = line[wilds] as number;
    if (symbol !== slot.scatter) {
      let count = wilds + 1;
      while (count < REELS && (line[count] === symbol || line[count] === wild)) count += 1;
      const pay = pays[symbol * 6 + count] as number;
      if (pay > 0 && pay >= wildPay) best = { line: -1, symbol, count, multiplier: pay };
    }
  }
  return best;
}

/** The symbol indices a spin shows, grid[reel * 3 + row], for the given stops. */
export function gridAt(slot: CompiledSlot, stops: readonly number[]): Int32Array {
  const grid = new Int32Array(REELS * ROWS);
  for (let reel = 0; reel < REELS; reel += 1) {
    const strip = slot.strips[reel] as Int32Array;
    const stop = stops[reel] as number;
    for (let row = 0; row < ROWS; row += 1)
      grid[reel * ROWS + row] = strip[(stop + row) % strip.length] as number;
  }
  return grid;
}

/** Every line win and the scatter count of a grid. */
export function evaluateGrid(
  slot: CompiledSlot,
  grid: Int32Array,
): { lineWins: IndexedLineWin[]; scatterCount: number } {
  const lineWins: IndexedLineWin[] = [];
  const symbols = new Int32Array(REELS);
  slot.paylines.forEach((rows, line) => {
    for (let reel = 0; reel < REELS; reel += 1)
      symbols[reel] = grid[reel * ROWS + (rows[reel] as number)] as number;
    const win = evaluateLine(slot, symbols);
    if (win) {
      win.line = line;
      lineWins.push(win);
    }
  });
  let scatterCount = 0;
  if (slot.scatter >= 0) for (const symbol of grid) if (symbol === slot.scatter) scatterCount += 1;
  return { lineWins, scatterCount };
}
