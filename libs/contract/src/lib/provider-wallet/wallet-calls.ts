import { z } from 'zod';
import { safeString } from '../shared/safe-string';
import { WALLET_STATUSES } from './wallet-statuses';

/** The provider's ids: printable, no spaces, 1 to 100 characters. */
const providerId = z.string().regex(/^[\x21-\x7e]{1,100}$/, 'printable ASCII, 1 to 100 characters');
const token = z.string().regex(/^[A-Za-z0-9_-]{16,200}$/, 'a game session token');
const playerId = z.string().min(1).max(64);
const currency = z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code');
/** Stored text: no NUL characters or unpaired surrogates (PostgreSQL's text and jsonb refuse them). */
const gameCode = safeString().min(1).max(128);
/** Integer minor units; the platform's ledger keeps amounts as safe integers. */
const amount = (min: 0 | 1) => z.number().int().min(min).max(Number.MAX_SAFE_INTEGER);

const money = {
  player_id: playerId,
  transaction_id: providerId,
  round_id: providerId,
};

/** Each call's body. Unknown fields are refused: a provider's typo never passes silently. */
export const WALLET_REQUESTS = {
  authenticate: z.strictObject({ token }),
  balance: z.strictObject({ token, player_id: playerId }),
  bet: z.strictObject({
    token,
    ...money,
    game_code: gameCode,
    amount: amount(1),
    currency,
    /**
     * A free round of this grant: nothing is taken from the balance and one of the grant's rounds is used;
     * `amount` is then the stake the round is played at, at most the grant's bet_amount.
     */
    free_round_id: providerId.optional(),
  }),
  win: z.strictObject({ ...money, game_code: gameCode, amount: amount(0), currency }),
  rollback: z.strictObject({
    ...money,
    reference_transaction_id: providerId,
    game_code: gameCode.optional(),
  }),
  round_end: z.strictObject({ player_id: playerId, round_id: providerId }),
} as const;

export type WalletCall = keyof typeof WALLET_REQUESTS;
export const WALLET_CALLS = Object.keys(WALLET_REQUESTS) as WalletCall[];
export type WalletRequest<C extends WalletCall> = z.output<(typeof WALLET_REQUESTS)[C]>;

/** Free rounds the operator granted the player in one game (a wheel prize, a promotion). */
export const freeRounds = z.object({
  id: z.string().describe('the grant, sent back as free_round_id with each free round'),
  rounds_left: z.number().int(),
  bet_amount: z.number().int().describe('the most one free round stakes, in minor units'),
  expires_at: z.string().describe('ISO 8601: rounds left after this time are gone'),
});

export type FreeRounds = z.output<typeof freeRounds>;

/** Every answer: a status, and what the call knows (the player's balance in minor units, mostly). */
export const walletAnswer = z.object({
  status: z.enum(WALLET_STATUSES),
  message: z.string().optional().describe('What went wrong, for the provider’s logs'),
  player_id: z.string().optional(),
  currency: z.string().optional(),
  balance: z.number().int().optional(),
  transaction_id: z.string().optional(),
  free_rounds: freeRounds
    .optional()
    .describe("authenticate, balance and a free round's bet: the player's free rounds of the session's game"),
});

export type WalletAnswer = z.output<typeof walletAnswer>;
