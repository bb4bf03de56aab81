import { webcrypto } from 'node:crypto';
import {
  NEXT_SERVER_SEED_HASH,
  SERVER_SEED,
  expectedFloat,
  expectedRoll,
  fairDiceRound,
  round,
} from '../testing/rewards-answers';
import { checkRound, type FairCrypto } from './check-round';
import { webCryptoHmac, webCryptoSha256 } from './web-crypto';

// The browser's path (Web Crypto), with Node's implementation of it: jsdom has none.
const crypto: FairCrypto = {
  hmac: webCryptoHmac(() => webcrypto.subtle),
  sha256: webCryptoSha256(() => webcrypto.subtle),
};

describe('checking a round in the browser', () => {
  it('recomputes the known dice roll of a seed pair and nonce, and finds it fair', async () => {
    const played = fairDiceRound(7);
    const check = await checkRound(played, SERVER_SEED, crypto);
    expect(check.outcome).toBe(expectedRoll(SERVER_SEED, 'lucky', 7) / 100);
    expect(check).toMatchObject({ hashMatches: true, matches: true, fair: true });
  });

  it('flags a round whose stored roll was changed', async () => {
    const played = fairDiceRound(7);
    const tampered = { ...played, outcome: (played.outcome * 100 + 1) / 100 };
    expect(await checkRound(tampered, SERVER_SEED, crypto)).toMatchObject({ matches: false, fair: false });
  });

  it('flags a round whose win does not follow from its roll', async () => {
    const played = fairDiceRound(7);
    expect(await checkRound({ ...played, won: !played.won }, SERVER_SEED, crypto)).toMatchObject({
      matches: false,
      fair: false,
    });
  });

  it('flags a server seed that is not the one committed to before play', async () => {
    const played = { ...fairDiceRound(7), server_seed_hash: NEXT_SERVER_SEED_HASH };
    expect(await checkRound(played, SERVER_SEED, crypto)).toMatchObject({ hashMatches: false, fair: false });
  });

  it("recomputes a spin's segment with the wheel's weights the round keeps", async () => {
    const spin = round({ server_seed: SERVER_SEED, nonce: 7, weights: [1, 1, 1, 1] });
    const float = expectedFloat(SERVER_SEED, 'lucky', 7);
    const landed = Math.floor(float * 4);
    expect(await checkRound({ ...spin, outcome: landed }, SERVER_SEED, crypto)).toMatchObject({
      outcome: landed,
      matches: true,
      fair: true,
    });
    expect(await checkRound({ ...spin, outcome: (landed + 1) % 4 }, SERVER_SEED, crypto)).toMatchObject({
      matches: false,
      fair: false,
    });
  });

  it('checks only the seed and the result number of a spin without its weights', async () => {
    const spin = round({ server_seed: SERVER_SEED, nonce: 7, weights: null });
    const check = await checkRound(spin, SERVER_SEED, crypto);
    expect(check).toMatchObject({ hashMatches: true, outcome: null, matches: null, fair: true });
    expect(Math.floor(check.float * 10_001)).toBe(expectedRoll(SERVER_SEED, 'lucky', 7));
  });
});

describe("docs/fairness.md's worked example", () => {
  const serverSeed = '3f8a1c6e9b2d4f7a0c5e8b1d3f6a9c2e4b7d0f3a6c9e1b4d7f0a2c5e8b1d4f7a';
  const played = round({
    game: 'dice',
    server_seed: serverSeed,
    server_seed_hash: 'd42884652190997744073f8e9b902cb22eeacab100a605e4ed14281bdda28561',
    client_seed: 'lucky-player-7',
    nonce: 6,
    outcome: 45.39,
    target: 49.5,
    direction: 'under',
    won: true,
  });

  it('reads the roll 45.39 and finds the bet under 49.50 won', async () => {
    expect(await checkRound(played, serverSeed, crypto)).toMatchObject({
      hashMatches: true,
      float: 0.4539521785918623,
      outcome: 45.39,
      matches: true,
      fair: true,
    });
  });

  it("lands the default wheel's segment 2", async () => {
    const weights = [30, 25, 15, 10, 25, 20, 5, 2];
    const spin = { ...played, game: 'spin' as const, outcome: 2, target: null, direction: null, weights };
    expect(await checkRound(spin, serverSeed, crypto)).toMatchObject({ outcome: 2, matches: true });
  });
});
