import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { playerRef } from './player-entities';

/** The largest game-money reward of one message, in minor units of the site currency. */
export const MAX_MESSAGE_REWARD_MINOR = 100_000_000;
/** The most tokens one message may give. */
export const MAX_MESSAGE_REWARD_TOKENS = 1_000_000;
/** What a message may give: game money in the site currency, or tokens. */
export const MESSAGE_REWARD_KINDS = ['game', 'token'] as const;

export const backofficePlayerSendMessage = defineCall({
  path: 'backoffice/players/send_message',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary:
    "Back office (owner; support without a reward, finance with one): puts a message in a player's inbox",
  description:
    `${STAFF_SESSION_NOTE} Title and body are plain text, stored and shown as text (never HTML). A message ` +
    'without a reward: owner or support. A reward is money out of the house: owner or finance only. Any ' +
    'other role (support with a reward, finance without one) answers staffForbidden, nothing sent. The player claims the reward ' +
    'from the inbox once (claim_inbox; the ledger pays it once, a second claim answers alreadyClaimed). ' +
    `Bounds: game money 1 to ${MAX_MESSAGE_REWARD_MINOR} minor units, tokens 1 to ` +
    `${MAX_MESSAGE_REWARD_TOKENS} (more answers invalidAmount).`,
  request: z.object({
    ...playerRef,
    title: safeString().trim().min(1).max(100),
    body: safeString().trim().min(1).max(2000),
    reward: z
      .object({
        kind: z.enum(MESSAGE_REWARD_KINDS).describe('game: money in the site currency; token: tokens'),
        amount_minor: z
          .number()
          .int()
          .min(1)
          .max(MAX_MESSAGE_REWARD_MINOR)
          .describe('Minor units of the site currency for game money; whole tokens for tokens'),
      })
      .optional()
      .describe('Left out: a message with nothing to claim'),
  }),
  answer: z.object({ message_id: z.number().int() }),
  errors: [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'playerNotFound', 'invalidAmount'],
});
