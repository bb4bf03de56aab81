import { z } from 'zod';

/** Any failure: statusCode other than 1, a letters-only message key and the fields that go with it. */
const failure = z.object({
  statusCode: z
    .number()
    .int()
    .refine((code) => code !== 1),
  message: z.string(),
  retry_after: z.number().int().optional().describe('seconds to wait (tooManyRequests, accountLocked)'),
  details: z.string().optional().describe('what was wrong with the payload (invalidRequest)'),
  maintenance: z
    .object({
      is_maintenance: z.boolean(),
      start_date: z.string().nullable(),
      end_date: z.string().nullable(),
    })
    .optional()
    .describe('the window (underMaintenance)'),
});

/** The answers of a route: the success envelope with `shape`, or a failure envelope. */
export function answers<T extends z.ZodRawShape>(shape: T) {
  const success = z.object({ statusCode: z.literal(1), message: z.string(), ...shape });
  return { 200: z.union([success, failure]), 400: failure, 429: failure };
}

const user = z.object({
  account_id: z.string(),
  session_token: z.string(),
  full_name: z.string(),
  contact_email: z.string(),
});

export const loginAnswer = answers({ token: z.string(), user, fullname: z.string(), email: z.string() });

export const codeSentAnswer = answers({
  phone: z.string().describe('the registered phone, all but the last four digits masked'),
  expires_in: z.number().int().describe('seconds the code is valid'),
  resend_in: z.number().int().describe('seconds before another code can be asked for'),
});

export const emptyAnswer = answers({});

export const balanceFields = {
  currency: z.string(),
  game_balance: z.number().describe('in the site currency, major units'),
  game_token: z.number().int(),
  frozen_token: z.number().int(),
};
export const balanceAnswer = answers(balanceFields);

const vipLevel = z.object({
  level: z.number().int(),
  vip_name: z.string(),
  starting_deposit: z.number(),
  starting_turnover: z.number(),
});

export const vipLevelsAnswer = answers({ value: z.array(vipLevel) });

export const vipAnswer = answers({
  totalDeposit: z.number(),
  depoProgress: z.number().int(),
  totalTurnover: z.number(),
  toProgress: z.number().int(),
  currentLevel: vipLevel.nullable(),
  nextLevel: z.array(
    z.object({
      vip_name: z.string(),
      vip_name_next: z.string(),
      starting_deposit: z.number().describe("the current level's deposit threshold"),
      cycle_deposit: z.number().describe('deposited since reaching the current level'),
      deposit_next: z.number().describe("the next level's deposit threshold"),
      starting_turnover: z.number(),
      cycle_turnover: z.number(),
      turnover_next: z.number(),
    }),
  ),
});

const game = z.object({
  provider_code: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
  img_url: z.string(),
});
export const favouritesAnswer = answers({ value: z.array(game) });

export const profileAnswer = answers({
  value: z.array(z.object({ account_id: z.string(), full_name: z.string(), contact_email: z.string() })),
});

export const inboxAnswer = answers({
  value: z.array(
    z.object({
      inbox_id: z.number().int(),
      title: z.string(),
      content: z.string(),
      created_at: z.string(),
      reward_type: z.enum(['game', 'token']).nullable(),
      reward_amount: z.number(),
      expires_at: z.string().nullable(),
      claimed: z.boolean(),
      claimed_at: z.string().nullable(),
      claimable: z.boolean(),
    }),
  ),
});

export const claimAnswer = answers({
  inbox_id: z.number().int(),
  reward_type: z.enum(['game', 'token']),
  reward_amount: z.number(),
  ...balanceFields,
});

export const statusAnswer = answers({
  account_id: z.string(),
  status: z.literal('active'),
  phone_verified: z.boolean(),
});
