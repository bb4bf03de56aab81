import { z } from 'zod';
import { tokenCount } from '../../shared/money';
import { safeString } from '../../shared/safe-string';

/** The token games: the lucky wheel (/spin) and dice (/minigame). */
export const MINIGAMES = ['spin', 'dice'] as const;
/**
 * What a wheel segment, a mission or a leaderboard place pays: tokens, cash to the game balance, or (a
 * wheel segment only) free spins in a studio slot, played from the player's promotions page.
 */
export const PRIZE_KINDS = ['tokens', 'cash', 'freeSpins', 'nothing'] as const;
export const DICE_DIRECTIONS = ['under', 'over'] as const;

/** Chosen by the client, unique per round: a retry with it answers the first round and plays nothing. */
export const roundRequestId = safeString()
  .regex(/^[A-Za-z0-9_-]{8,64}$/)
  .describe('Unique per round, chosen by the client (a UUID); a retry with it returns the first round');

/** What a client seed may be: letters, digits, _ and -, 1 to 64 characters. */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The player's own seed, mixed into every result: letters, digits, _ and -, 1 to 64 characters. */
export const clientSeed = safeString().regex(CLIENT_SEED_PATTERN).describe('1 to 64 letters, digits, _ or -');

export const prize = z.object({
  kind: z.enum(PRIZE_KINDS),
  amount: z
    .number()
    .describe('tokens (whole), cash in major units of the site currency, free spins (rounds); 0 for nothing'),
});

/** One segment of the lucky wheel, in the order drawn clockwise from the pointer. */
export const wheelSegment = z.object({
  index: z.number().int(),
  prize,
  weight: z
    .number()
    .int()
    .describe("the segment's share of the wheel: its chance is weight / sum of weights"),
  colour: z.string().describe('#rrggbb'),
});

/**
 * The seeds results come from: the server seed is shown only as its SHA-256 until it is rotated; each
 * round uses the next nonce. A result is HMAC-SHA256(server seed, `${client_seed}:${nonce}:0`), read as
 * in docs/fairness.md.
 */
export const fairnessSeeds = z.object({
  server_seed_hash: z.string().describe('hex SHA-256 of the server seed in use (committed before play)'),
  client_seed: z.string(),
  next_nonce: z.number().int().describe('the nonce of the next round with these seeds'),
});

/** Seeds no longer in use: the server seed revealed, so every round played with it can be checked. */
export const revealedSeeds = z.object({
  server_seed: z.string().describe('hex, revealed at rotation'),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  rounds: z.number().int().describe('nonces 0 .. rounds-1 were played with these seeds'),
});

/** A played token round and what it paid. */
export const minigameRound = z.object({
  round_id: z.number().int(),
  game: z.enum(MINIGAMES),
  state: z.enum(['open', 'settled']),
  stake: tokenCount('tokens staked; 0 for a free spin'),
  free: z.boolean(),
  server_seed_hash: z.string(),
  server_seed: z.string().nullable().describe('revealed once the seeds were rotated; null until then'),
  client_seed: z.string(),
  nonce: z.number().int(),
  /** spin: the segment index; dice: the roll, 0.00 to 100.00. */
  outcome: z.number(),
  /** dice only: the bet. */
  target: z.number().nullable(),
  direction: z.enum(DICE_DIRECTIONS).nullable(),
  weights: z
    .array(z.number().int())
    .nullable()
    .describe("spin only: the wheel's segment weights as played, so the segment can be recomputed"),
  multiplier: z.number().describe('dice: the payout multiplier of the bet; spin: 0'),
  won: z.boolean(),
  prize,
  created_at: z.string(),
});

export const diceRules = z.object({
  min_stake: tokenCount(),
  max_stake: tokenCount(),
  house_edge_percent: z.number().describe('1 means the payout is 99 / chance'),
  min_chance: z.number().describe('percent'),
  max_chance: z.number().describe('percent'),
});

/** A mission and the player's progress in its current period. */
export const mission = z.object({
  mission_id: z.number().int(),
  period: z.enum(['daily', 'weekly']),
  kind: z.enum(['wager', 'distinct_games', 'deposit', 'login_days', 'win_multiplier']),
  target: z
    .number()
    .describe('wager and deposit: major units; a multiplier for win_multiplier; else a count'),
  category: z.string().nullable().describe('wager only: the game category counted; null for every game'),
  progress: z.number().describe('in the units of target, never above it'),
  completed: z.boolean(),
  claimed: z.boolean(),
  reward: prize,
  period_start: z.string(),
  period_end: z
    .string()
    .describe('the next midnight (daily) or Monday midnight (weekly) in the site time zone'),
});

export const leaderboardEntry = z.object({
  rank: z.number().int(),
  name: z.string().describe('masked, as in the winners feed'),
  score: z.number().describe('wagered in major units, or the best win multiplier'),
  prize: prize.nullable(),
  me: z.boolean(),
});

export const leaderboardPeriod = z.object({
  period_id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  metric: z.enum(['wagered', 'multiplier']),
  state: z.enum(['open', 'paid']),
  prizes: z.array(z.object({ rank: z.number().int(), prize })),
});
