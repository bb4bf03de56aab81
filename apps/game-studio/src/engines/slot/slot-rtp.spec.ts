import { sequenceRandom } from '../random-source';
import { countsOf } from './reel-strips';
import { checkSlotMaths } from './slot-check';
import { createSlotEngine } from './slot-engine';
import { compileSlot, evaluateLine } from './slot-evaluate';
import { SLOT_MODELS } from './slot-models';
import { slotRtp } from './slot-rtp';
import type { SlotMaths } from './slot-types';
import { TINY_MATHS, tinyGame } from './testing/tiny-slot';

/** Sum of the wins of every stop combination, played by the engine at a line bet of 1. */
function enumerateWins(maths: SlotMaths): { total: number; combinations: number } {
  const engine = createSlotEngine(tinyGame(maths));
  const bet = engine.parseBet({ stakeMinor: maths.paylines.length });
  const lengths = maths.reels.map((strip) => strip.length);
  let total = 0;
  let combinations = 0;
  const stops = [0, 0, 0, 0, 0];
  const walk = (reel: number): void => {
    if (reel === 5) {
      total += engine.play(bet, sequenceRandom(stops)).winMinor;
      combinations += 1;
      return;
    }
    for (let stop = 0; stop < (lengths[reel] as number); stop += 1) {
      stops[reel] = stop;
      walk(reel + 1);
    }
  };
  walk(0);
  return { total, combinations };
}

describe('slotRtp', () => {
  it('equals exact enumeration of every stop combination of a small slot', () => {
    expect(checkSlotMaths(TINY_MATHS)).toEqual([]);
    const rtp = slotRtp(TINY_MATHS);
    const { total, combinations } = enumerateWins(TINY_MATHS);
    expect(combinations).toBe(6 * 5 * 7 * 5 * 6);
    expect(rtp.combinations).toBe(combinations);
    // At a line bet of 1 the stake is the number of lines: both sides are whole numbers.
    const lines = TINY_MATHS.paylines.length;
    expect(total).toBe(lines * (rtp.lineWays + rtp.scatterWays));
    expect(rtp.scatterWays).toBeGreaterThan(0);
  });

  it('equals enumeration without a wild and without a scatter too', () => {
    const noWild: SlotMaths = {
      ...TINY_MATHS,
      symbols: TINY_MATHS.symbols.filter((s) => s.role !== 'wild'),
      reels: TINY_MATHS.reels.map((strip) => strip.map((id) => (id === 'W' ? 'A' : id))),
      pays: { A: [10, 40, 150], B: [4, 10, 30], C: [2, 8, 20] },
    };
    const noScatter: SlotMaths = {
      ...TINY_MATHS,
      symbols: TINY_MATHS.symbols.filter((s) => s.role !== 'scatter'),
      reels: TINY_MATHS.reels.map((strip) => strip.map((id) => (id === 'S' ? 'C' : id))),
      scatterPays: {},
    };
    for (const maths of [noWild, noScatter]) {
      expect(checkSlotMaths(maths)).toEqual([]);
      const rtp = slotRtp(maths);
      expect(enumerateWins(maths).total).toBe(maths.paylines.length * (rtp.lineWays + rtp.scatterWays));
    }
  });

  it.each(SLOT_MODELS.map((model) => [model.code, model] as const))(
    '%s: the closed form equals a weighted enumeration of every line the reels can show',
    (_, model) => {
      // Every 5-tuple of symbols, weighted by how many stops show it on one line, through the engine's
      // own line evaluation: an exact check of the closed form on the real strips.
      const slot = compileSlot(model);
      const counts = model.reels.map((strip) => [...countsOf(strip).entries()]);
      const index = new Map(slot.ids.map((id, i) => [id, i]));
      const line = [0, 0, 0, 0, 0];
      let lineWays = 0;
      const walk = (reel: number, ways: number): void => {
        if (reel === 5) {
          lineWays += ways * (evaluateLine(slot, line)?.multiplier ?? 0);
          return;
        }
        for (const [id, n] of counts[reel] ?? []) {
          line[reel] = index.get(id) as number;
          walk(reel + 1, ways * n);
        }
      };
      walk(0, 1);
      expect(slotRtp(model).lineWays).toBe(lineWays);
    },
  );
});
