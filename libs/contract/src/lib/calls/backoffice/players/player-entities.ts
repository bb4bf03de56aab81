import { z } from 'zod';
import { safeString } from '../../../shared/safe-string';
import { protectionOverview } from '../../protection/protection-entities';
import { pageFields, siteId } from '../backoffice-entities';

/** The largest page of the player search and of a player's statement. */
export const MAX_PLAYER_PAGE_SIZE = 50;

/** The longest reason of a balance adjustment (kept with the ledger posting and in the audit log). */
export const MAX_ADJUST_REASON_LENGTH = 200;

/** The statuses a staff member may set: locked (blocked) or open again (active). */
export const PLAYER_LOCK_STATUSES = ['active', 'blocked'] as const;

/** A player named as the back office names one: by site and account id (account ids are per site). */
export const playerRef = {
  site_id: siteId,
  account_id: safeString().trim().min(1).max(64).describe('The account id (case-insensitive)'),
};

/** The page fields of a paged list. */
export const playerPageFields = pageFields(MAX_PLAYER_PAGE_SIZE);

/** A player as the search lists one. */
export const playerSummary = z.object({
  site_id: z.number().int(),
  site_key: z.string(),
  account_id: z.string(),
  full_name: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  status: z.enum(['active', 'blocked', 'closed']),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});

/** Every pocket of a player's balances, in minor units (tokens whole). */
export const playerBalances = z.object({
  game_minor: z.number().int().describe('Available game balance'),
  held_game_minor: z.number().int().describe('Held for withdrawals waiting for their decision'),
  bonus_game_minor: z.number().int().describe('Bonus money of a promotion in progress'),
  tokens: z.number().int(),
  frozen_tokens: z.number().int(),
});

/** A player's page: profile, status, balances, sessions, limits and exclusions. */
export const playerDetail = playerSummary.extend({
  site_name: z.string(),
  currency: z.string(),
  digits: z.number().int().describe("Decimal places of the site's currency"),
  phone_verified: z.boolean(),
  live_sessions: z.number().int(),
  balances: playerBalances,
  protection: protectionOverview,
  exclusions: z
    .array(
      z.object({
        kind: z.string(),
        period: z.string(),
        starts_at: z.string(),
        ends_at: z.string(),
        created_at: z.string(),
      }),
    )
    .describe('Every time-out and self-exclusion, newest first'),
});

/** One line of a player's statement: a change of one pocket. */
export const statementLine = z.object({
  transaction_id: z.number().int(),
  kind: z.string().describe('The ledger kind: deposit, bet, win, credit, debit...'),
  asset: z.string().describe('game or token'),
  pocket: z.string().describe('available, frozen or bonus'),
  amount_minor: z.number().int().describe('Signed: positive adds to the pocket'),
  balance_after_minor: z.number().int(),
  reason: z.string(),
  created_at: z.string(),
});

/** The longest staff note on a player. */
export const MAX_PLAYER_NOTE_LENGTH = 2000;

/** A staff note on a player's account: plain text, shown as text (never HTML), with its author. */
export const playerNote = z.object({
  note_id: z.number().int(),
  body: z.string(),
  staff_id: z.number().int(),
  staff_display_name: z.string(),
  staff_email: z.string(),
  created_at: z.string(),
});
