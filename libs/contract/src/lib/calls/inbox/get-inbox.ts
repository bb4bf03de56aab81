import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';

/** What a reward pays into: the game balance (site currency) or tokens. */
export const rewardType = z.enum(['game', 'token']);

/** Major units of the site currency for a game reward, whole tokens for a token reward. */
const rewardAmount = z
  .number()
  .describe('in major units of the site currency for a game reward (123.45), whole tokens for a token one');

/** A message in the player's inbox; a message with a reward can be claimed once, before it expires. */
export const inboxItem = z.object({
  inbox_id: z.number().int(),
  title: z.string(),
  content: z.string(),
  created_at: z.string(),
  reward_type: rewardType.nullable(),
  /** 0 when the message carries no reward. */
  reward_amount: rewardAmount,
  expires_at: z.string().nullable(),
  /** Opened by the player (on any device), or its reward claimed. */
  read: z.boolean(),
  claimed: z.boolean(),
  claimed_at: z.string().nullable(),
  claimable: z.boolean(),
});

export const getInbox = defineCall({
  path: 'settings/get_inbox',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'inbox',
  summary: 'The inbox, newest first',
  request: memberRequest,
  answer: z.object({ value: z.array(inboxItem) }),
  errors: MEMBER_ERRORS,
});

export { rewardAmount };
