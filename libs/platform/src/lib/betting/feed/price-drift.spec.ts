import { DRIFT_STEP_MS, driftedGoals } from './price-drift';

const START = Date.parse('2025-03-01T00:00:00Z');
const at = (step: number, offsetMs = 0) => new Date(START + step * DRIFT_STEP_MS + offsetMs);

describe('driftedGoals', () => {
  it('gives the same answer for the same fixture and step, all through the step', () => {
    expect(driftedGoals('EPL-20100-1', 1.45, 1.15, at(7))).toEqual(
      driftedGoals('EPL-20100-1', 1.45, 1.15, at(7)),
    );
    expect(driftedGoals('EPL-20100-1', 1.45, 1.15, at(7, DRIFT_STEP_MS - 1))).toEqual(
      driftedGoals('EPL-20100-1', 1.45, 1.15, at(7)),
    );
  });

  it('moves between steps and differs between fixtures', () => {
    const walk = Array.from({ length: 144 }, (_, s) => driftedGoals('EPL-20100-1', 1.45, 1.15, at(s)).join());
    expect(new Set(walk).size).toBeGreaterThan(20);
    expect(driftedGoals('EPL-20100-1', 1.45, 1.15, at(3))).not.toEqual(
      driftedGoals('EPL-20100-2', 1.45, 1.15, at(3)),
    );
  });

  it('stays within 8 % of the original values, with two decimals', () => {
    const originals: [number, number][] = [
      [1.45, 1.15],
      [0.31, 2.87],
      [2.03, 0.77],
    ];
    for (const [home, away] of originals) {
      for (let s = 0; s < 2000; s += 3) {
        const drifted = driftedGoals(`LIGA-${s % 17}-0`, home, away, at(s));
        drifted.forEach((value, i) => {
          const original = i === 0 ? home : away;
          expect(Math.abs(value - original)).toBeLessThanOrEqual(original * 0.08 + 1e-9);
          expect(Math.round(value * 100) / 100).toBe(value);
        });
      }
    }
  });

  it('moves a little from one step to the next', () => {
    for (let s = 0; s < 500; s++) {
      const [a] = driftedGoals('EPL-20100-1', 1.45, 1.15, at(s));
      const [b] = driftedGoals('EPL-20100-1', 1.45, 1.15, at(s + 1));
      expect(Math.abs(a - b)).toBeLessThanOrEqual(0.06);
    }
  });
});
