import { countsOf, windowAt } from './reel-strips';
import type { LinePays, SlotMaths } from './slot-types';

/** The exact RTP of a slot as integer "ways" over all stop combinations (numerators of one fraction). */
export interface SlotRtp {
  /** The number of stop combinations: the product of the strip lengths. */
  combinations: number;
  /** Sum over all stop combinations of one payline's pay, in line bets. */
  lineWays: number;
  /** Sum over all stop combinations of the scatter pay, in total stakes. */
  scatterWays: number;
  lineRtp: number;
  scatterRtp: number;
  rtp: number;
}

const REELS = 5;

/**
 * The exact RTP from the reel strips. Every reel stops uniformly and independently, so each payline sees
 * on reel r a symbol drawn from that reel's composition, whatever the line's rows: every line has the
 * same expected pay, and the line RTP (return per line bet) is that expectation. A line pays the better
 * of its leading wilds as wilds and of its first other symbol with the wilds after it; the models keep
 * a wild's pays at least any symbol's, so no other substitution can pay more (checkSlotMaths).
 *
 * Lines are summed in closed form over (leading wilds w, first other symbol X, length of X's run);
 * scatters by the distribution of the count each reel shows (from its actual positions), convolved
 * over the reels. Everything is counted in integers, so the result is one exact fraction.
 */
export function slotRtp(maths: SlotMaths): SlotRtp {
  const { reels } = maths;
  if (reels.length !== REELS) throw new RangeError(`A slot has ${REELS} reels`);
  const wild = maths.symbols.find((s) => s.role === 'wild')?.id;
  const lengths = reels.map((strip) => strip.length);
  const counts = reels.map((strip) => countsOf(strip));
  const count = (reel: number, id: string | undefined): number =>
    id === undefined ? 0 : (counts[reel]?.get(id) ?? 0);
  const pay = (id: string | undefined, n: number): number => {
    const pays: LinePays | undefined = id === undefined ? undefined : maths.pays[id];
    return n >= 3 && pays ? (pays[n - 3] ?? 0) : 0;
  };
  /** The number of combinations of reels from..4: their strip lengths multiplied. */
  const free = (from: number): number => lengths.slice(from).reduce((a, b) => a * b, 1);

  let lineWays = 0;
  let leadingWilds = 1; // ways for reels 0..w-1 to all show a wild
  for (let w = 0; w <= REELS; w += 1) {
    if (w === REELS) {
      lineWays += leadingWilds * pay(wild, REELS);
      break;
    }
    // Reel w shows the first symbol X that is not a wild.
    for (const symbol of maths.symbols) {
      if (symbol.id === wild) continue;
      const first = leadingWilds * count(w, symbol.id);
      if (first === 0) continue;
      if (symbol.role === 'scatter') {
        lineWays += first * free(w + 1) * pay(wild, w);
        continue;
      }
      // X's run continues on reels w+1.. while they show X or a wild; `ways` counts the run so far.
      let ways = first;
      for (let end = w + 1; end <= REELS; end += 1) {
        const linePay = Math.max(pay(wild, w), pay(symbol.id, end));
        if (end === REELS) {
          lineWays += ways * linePay;
        } else {
          const matching = count(end, symbol.id) + count(end, wild);
          lineWays += ways * ((lengths[end] as number) - matching) * free(end + 1) * linePay;
          ways *= matching;
        }
      }
    }
    leadingWilds *= count(w, wild);
  }

  // Scatters: per reel, how many of its stops show k scatters; then the sum over the reels.
  const scatter = maths.symbols.find((s) => s.role === 'scatter')?.id;
  let scatterDistribution = [1];
  reels.forEach((strip) => {
    const shown = [0, 0, 0, 0];
    for (let stop = 0; stop < strip.length; stop += 1) {
      const k = windowAt(strip, stop).filter((id) => id === scatter).length;
      shown[k] = (shown[k] ?? 0) + 1;
    }
    const next = new Array<number>(scatterDistribution.length + 3).fill(0);
    scatterDistribution.forEach((ways, total) => {
      shown.forEach((stops, k) => {
        next[total + k] = (next[total + k] as number) + ways * stops;
      });
    });
    scatterDistribution = next;
  });
  const scatterWays = scatterDistribution.reduce(
    (sum, ways, total) => sum + ways * (maths.scatterPays[total] ?? 0),
    0,
  );

  const combinations = free(0);
  if (!Number.isSafeInteger(lineWays) || !Number.isSafeInteger(scatterWays)) {
    throw new RangeError('The slot is too large to count exactly');
  }
  return {
    combinations,
    lineWays,
    scatterWays,
    lineRtp: lineWays / combinations,
    scatterRtp: scatterWays / combinations,
    rtp: (lineWays + scatterWays) / combinations,
  };
}
