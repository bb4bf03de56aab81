import { BetError } from '../engine-types';
import { sequenceRandom } from '../random-source';
import { seededRandom } from '../seeded-random';
import { createCrashEngine } from './crash-engine';
import { drawCrash } from './crash-maths';

const engine = createCrashEngine();

describe('crash bets', () => {
  it('reads the target in hundredths, decimals included', () => {
    expect(engine.parseBet({ stakeMinor: 500, target: 2.37 })).toEqual({
      stakeMinor: 500,
      targetHundredths: 237,
    });
    expect(engine.parseBet({ stakeMinor: 100, target: 1.01 }).targetHundredths).toBe(101);
    expect(engine.parseBet({ stakeMinor: 100, target: 1000 }).targetHundredths).toBe(100_000);
  });

  it.each([
    ['a target of 1.00', { stakeMinor: 100, target: 1 }],
    ['a target over 1000', { stakeMinor: 100, target: 1000.01 }],
    ['a target with three decimals', { stakeMinor: 100, target: 2.345 }],
    ['a target as a string', { stakeMinor: 100, target: '2' }],
    ['no target', { stakeMinor: 100 }],
    ['a stake in cents', { stakeMinor: 150, target: 2 }],
    ['a zero stake', { stakeMinor: 0, target: 2 }],
    ['a negative stake', { stakeMinor: -100, target: 2 }],
    ['a fractional stake', { stakeMinor: 100.5, target: 2 }],
    ['a stake over the maximum', { stakeMinor: 1_000_100, target: 2 }],
    ['not an object', [100, 2]],
  ])('refuses %s', (_, input) => {
    expect(() => engine.parseBet(input)).toThrow(BetError);
  });
});

describe('crash rounds', () => {
  const bet = engine.parseBet({ stakeMinor: 300, target: 2.37 });

  it('cashes out when the first draw is under 97 of the target’s 237', () => {
    const { outcome, winMinor } = engine.play(bet, sequenceRandom([96, 2 ** 31 - 1]));
    expect(outcome).toEqual({ crashPoint: 4.74, target: 2.37, cashedOut: true, multiplier: 2.37 });
    expect(winMinor).toBe(711);
  });

  it('crashes before the target otherwise', () => {
    const { outcome, winMinor } = engine.play(bet, sequenceRandom([97, 0]));
    expect(outcome.cashedOut).toBe(false);
    expect(outcome.multiplier).toBe(0);
    expect(outcome.crashPoint).toBeLessThan(2.37);
    expect(winMinor).toBe(0);
    // The largest draw gives the lowest point: an instant crash at 1.00.
    expect(engine.play(bet, sequenceRandom([236, 2 ** 32 - 1])).outcome.crashPoint).toBe(1);
  });

  it('wins with a chance of exactly 0.97 / target, for every target', () => {
    for (let t = 101; t <= 100_000; t += t < 1000 ? 1 : 997) {
      // Of the t equally likely first draws, those under 97 win.
      let winning = 0;
      for (const first of [0, 96, 97, t - 1]) {
        if (drawCrash(t, sequenceRandom([first, 0])).won) winning += 1;
      }
      expect(winning).toBe(2);
    }
    expect(engine.declaredRtp).toBe(0.97);
    expect(engine.rtpOf(bet)).toBe(0.97);
  });

  it('shows crash points following P(point ≥ m) = 0.97 / m whatever the target', () => {
    const random = seededRandom('crash-points');
    const n = 100_000;
    for (const target of [150, 500]) {
      let atLeastTwo = 0;
      let atLeastTen = 0;
      let inconsistent = 0;
      for (let i = 0; i < n; i += 1) {
        const { won, crashHundredths } = drawCrash(target, random);
        if (won !== crashHundredths >= target) inconsistent += 1;
        if (crashHundredths >= 200) atLeastTwo += 1;
        if (crashHundredths >= 1000) atLeastTen += 1;
      }
      const within = (hits: number, p: number) =>
        expect(Math.abs(hits / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
      expect(inconsistent).toBe(0);
      within(atLeastTwo, 0.97 / 2);
      within(atLeastTen, 0.97 / 10);
    }
  });

  it('returns 0.97 over 200,000 rounds at 2.00× within 4 standard errors', () => {
    const random = seededRandom('crash-monte-carlo');
    const double = engine.parseBet({ stakeMinor: 100, target: 2 });
    const n = 200_000;
    let won = 0;
    for (let i = 0; i < n; i += 1) if (engine.play(double, random).winMinor === 200) won += 1;
    const p = 0.485;
    expect(Math.abs(won / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
  });
});
