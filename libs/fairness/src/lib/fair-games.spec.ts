import { createHmac } from 'node:crypto';
import { fairFloat, fairMessage, floatOfBytes, type HmacSha256 } from './fair-result';
import { diceChance, diceMultiplierBp, diceRoll, diceWins, wheelSegment } from './fair-games';

const nodeHmac: HmacSha256 = async (key, message) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

describe('the fairness reading (docs/fairness.md)', () => {
  const serverSeed = '3f8a1c6e9b2d4f7a0c5e8b1d3f6a9c2e4b7d0f3a6c9e1b4d7f0a2c5e8b1d4f7a';

  it("reads the worked example's result number, dice roll and wheel segment", async () => {
    expect(fairMessage('lucky-player-7', 6)).toBe('lucky-player-7:6:0');
    const float = await fairFloat(nodeHmac, serverSeed, 'lucky-player-7', 6);
    expect(float).toBe(1949709761 / 2 ** 32);
    expect(diceRoll(float)).toBe(4539);
    const multiplier = diceMultiplierBp(diceChance(4950, 'under'), 1);
    expect(multiplier).toBe(20_000);
    expect(diceWins(4539, 4950, 'under')).toBe(true);
    expect(diceWins(4539, 4950, 'over')).toBe(false);
    expect(wheelSegment(float, [30, 25, 15, 10, 25, 20, 5, 2])).toBe(2);
  });

  it('reads the four bytes as base-256 digits after the point, from 0 up to but never 1', () => {
    expect(floatOfBytes(new Uint8Array([0, 0, 0, 0]))).toBe(0);
    expect(floatOfBytes(new Uint8Array([255, 255, 255, 255]))).toBe((2 ** 32 - 1) / 2 ** 32);
    expect(() => floatOfBytes(new Uint8Array([1, 2, 3]))).toThrow();
  });

  it('rolls 0.00 to 100.00 and a target wins only strictly under or over it', () => {
    expect(diceRoll(0)).toBe(0);
    expect(diceRoll((2 ** 32 - 1) / 2 ** 32)).toBe(10_000);
    expect(diceWins(4950, 4950, 'under')).toBe(false);
    expect(diceWins(4950, 4950, 'over')).toBe(false);
    expect(diceChance(9800, 'over')).toBe(200);
  });

  it('rounds the multiplier down and refuses a bet without a chance', () => {
    // 99 / 33.33 = 2.970297..., kept as 2.9702.
    expect(diceMultiplierBp(3333, 1)).toBe(29_702);
    expect(diceMultiplierBp(200, 0)).toBe(500_000);
    expect(() => diceMultiplierBp(0, 1)).toThrow();
  });

  it('gives each wheel segment its weight of the points, the last one up to the end', () => {
    const weights = [1, 2, 1];
    expect(wheelSegment(0, weights)).toBe(0);
    expect(wheelSegment(0.2499, weights)).toBe(0);
    expect(wheelSegment(0.25, weights)).toBe(1);
    expect(wheelSegment(0.7499, weights)).toBe(1);
    expect(wheelSegment(0.75, weights)).toBe(2);
    expect(wheelSegment(0.99999, weights)).toBe(2);
    expect(() => wheelSegment(0.5, [0, 0])).toThrow();
  });
});
