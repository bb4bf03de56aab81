import { seededRandom } from '../seeded-random';
import { checkSlotMaths } from './slot-check';
import { createSlotEngine } from './slot-engine';
import { buildSlotGame } from './slot-game';
import { SLOT_MODELS } from './slot-models';
import { slotRtp } from './slot-rtp';

describe('slot models', () => {
  it.each(SLOT_MODELS.map((model) => [model.code, model] as const))(
    '%s is sound and returns 94 to 97 %',
    (_, model) => {
      expect(checkSlotMaths(model)).toEqual([]);
      const { rtp } = slotRtp(model);
      expect(rtp).toBeGreaterThanOrEqual(0.94);
      expect(rtp).toBeLessThanOrEqual(0.97);
    },
  );

  it('are different games: lines, volatility and pays', () => {
    expect(new Set(SLOT_MODELS.map((m) => m.code)).size).toBe(SLOT_MODELS.length);
    expect(new Set(SLOT_MODELS.map((m) => m.paylines.length))).toEqual(new Set([9, 10, 20, 25]));
    expect(new Set(SLOT_MODELS.map((m) => m.volatility))).toEqual(new Set(['low', 'medium', 'high']));
  });

  it.each([
    ['lines20', 200_000],
    ['scatter9', 100_000],
  ])('%s: %i spins measure the analytic RTP within 4 standard errors', (code, spins) => {
    const model = SLOT_MODELS.find((m) => m.code === code);
    if (!model) throw new Error(`no model ${code}`);
    const engine = createSlotEngine(buildSlotGame(model, `MC-${code}`, 'Lucky Panda'));
    const stake = engine.stakeLevelsMinor[0] as number;
    const bet = engine.parseBet({ stakeMinor: stake });
    const random = seededRandom(`slot-monte-carlo-${code}`);
    let sum = 0;
    let sumSquares = 0;
    for (let i = 0; i < spins; i += 1) {
      const r = engine.play(bet, random).winMinor / stake;
      sum += r;
      sumSquares += r * r;
    }
    const mean = sum / spins;
    const standardError = Math.sqrt((sumSquares / spins - mean * mean) / spins);
    expect(Math.abs(mean - engine.declaredRtp)).toBeLessThan(4 * standardError);
  });
});
