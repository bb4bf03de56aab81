import type { MinigameRound } from '@wl/api';
import { diceRoll, diceWins, fairFloat, wheelSegment, type HmacSha256 } from '@wl/fairness';

/** The cryptography a check needs: HMAC-SHA256 and a hex SHA-256 (Web Crypto's in the browser). */
export interface FairCrypto {
  hmac: HmacSha256;
  sha256: (text: string) => Promise<string>;
}

/** What recomputing a round in the browser found. */
export interface RoundCheck {
  /** SHA-256 of the revealed server seed is the hash published before the round was played. */
  hashMatches: boolean;
  /** The result number in [0, 1) the seeds and nonce give. */
  float: number;
  /** The outcome recomputed (the dice roll 0.00-100.00, the wheel's segment); null when it cannot be. */
  outcome: number | null;
  /** The recomputed outcome (and, for dice, win or loss) is the stored one; null when unknown. */
  matches: boolean | null;
  /** Everything that could be checked holds. */
  fair: boolean;
}

const HUNDREDTHS = 100;

/**
 * Recomputes a round from its revealed seeds as docs/fairness.md reads it: the hash commitment, the
 * result number, then the game's outcome. A spin's segment is read with the wheel's weights as it was
 * spun (the round keeps them); a round without them has its seed and result number checked, and
 * `matches` is null rather than a guess.
 */
export async function checkRound(
  round: MinigameRound,
  serverSeed: string,
  crypto: FairCrypto,
): Promise<RoundCheck> {
  const wheelWeights = round.weights ?? null;
  const [hash, float] = await Promise.all([
    crypto.sha256(serverSeed),
    fairFloat(crypto.hmac, serverSeed, round.client_seed, round.nonce),
  ]);
  const hashMatches = hash === round.server_seed_hash.toLowerCase();
  let outcome: number | null = null;
  let matches: boolean | null = null;
  if (round.game === 'dice') {
    const roll = diceRoll(float);
    outcome = roll / HUNDREDTHS;
    const sameRoll = roll === Math.round(round.outcome * HUNDREDTHS);
    const sameResult =
      round.target === null || round.direction === null
        ? true
        : diceWins(roll, Math.round(round.target * HUNDREDTHS), round.direction) === round.won;
    matches = sameRoll && sameResult;
  } else if (wheelWeights && wheelWeights.length > 0) {
    outcome = wheelSegment(float, wheelWeights);
    matches = outcome === round.outcome;
  }
  return { hashMatches, float, outcome, matches, fair: hashMatches && matches !== false };
}
