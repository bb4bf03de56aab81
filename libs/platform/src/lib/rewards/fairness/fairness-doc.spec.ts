import {
  diceChance,
  diceMultiplierBp,
  diceRoll,
  diceWins,
  fairFloat,
  floatOfBytes,
  wheelSegment,
} from '@wl/fairness';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_REWARDS_SETTINGS } from '../rewards-settings';
import { nodeHmac, sha256Hex } from './seed-secrets';

/** docs/fairness.md's worked example, computed here: every number the page states must be these. */
describe('docs/fairness.md', () => {
  const doc = readFileSync(path.resolve(__dirname, '../../../../../../docs/fairness.md'), 'utf8');
  const serverSeed = '3f8a1c6e9b2d4f7a0c5e8b1d3f6a9c2e4b7d0f3a6c9e1b4d7f0a2c5e8b1d4f7a';
  const clientSeed = 'lucky-player-7';
  const nonce = 6;

  it('states the worked example’s hash, HMAC, result number, dice roll and payout, and wheel segment', async () => {
    const hmac = await nodeHmac(serverSeed, `${clientSeed}:${nonce}:0`);
    const hex = Buffer.from(hmac).toString('hex');
    const float = await fairFloat(nodeHmac, serverSeed, clientSeed, nonce);
    const u = Buffer.from(hmac).readUInt32BE(0);

    expect(doc).toContain(serverSeed);
    expect(doc).toContain(sha256Hex(serverSeed));
    expect(doc).toContain(`message is \`${clientSeed}:${nonce}:0\``);
    expect(doc).toContain(hex);
    expect(doc).toContain(`\`${hex.slice(0, 8).match(/../g)?.join(' ')}\``);
    expect(doc).toContain(`that is ${[...hmac.slice(0, 4)].join(', ')}`);
    expect(floatOfBytes(hmac)).toBe(u / 2 ** 32);
    expect(doc).toContain(`${u} / 2³² = ${float}`);

    const roll = diceRoll(float);
    expect(roll).toBe(4539);
    expect(doc).toContain(`= ${roll}\`, a roll of **${(roll / 100).toFixed(2)}**`);
    const multiplier = diceMultiplierBp(diceChance(4_950, 'under'), 1);
    expect(multiplier).toBe(20_000);
    expect(diceWins(roll, 4_950, 'under')).toBe(true);
    expect(diceWins(roll, 4_950, 'over')).toBe(false);
    expect(doc).toContain(`floor(9900 × 10000 / 4950) = ${multiplier}`);
    expect(doc).toContain(`floor(10 × 20000 / 10000) = ${Math.floor((10 * multiplier) / 10_000)}\` tokens`);

    const weights = DEFAULT_REWARDS_SETTINGS.wheel.map((s) => s.weight);
    expect(doc).toContain(`weights ${weights.join(', ')} (total 132)`);
    const segment = wheelSegment(float, weights);
    expect(segment).toBe(2);
    expect(doc).toContain(`stops on segment **${segment}**`);
    expect(DEFAULT_REWARDS_SETTINGS.wheel[segment]?.prize).toEqual({ kind: 'tokens', amount: 20 });
  });
});
