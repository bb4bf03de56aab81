import { z } from 'zod';

/** Where and with what a sign-in happened; `device` is a short reading of the user agent ("Chrome on Android"). */
export const signInRecord = z.object({
  at: z.string().describe('ISO 8601'),
  address: z.string().describe('The client address'),
  device: z.string(),
  user_agent: z.string(),
});

export const SIGN_IN_METHODS = ['password', 'code', 'signup'] as const;

/** One sign-in attempt that reached the check of a password or code, newest first. */
export const signInAttempt = signInRecord.extend({
  method: z.enum(SIGN_IN_METHODS),
  success: z.boolean(),
  reason: z
    .string()
    .nullable()
    .describe(
      'Why it failed: the error key the sign-in answered (invalidCredentials, tacInvalid, timedOut...)',
    ),
});

/** A live session of the player. */
export const activeSession = z.object({
  session_id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string(),
  address: z.string(),
  device: z.string(),
  user_agent: z.string(),
  current: z.boolean().describe('The session this call was made with'),
});

/** Sign-in by one-time code: whether the site offers it, and whether the player allows it on the account. */
export const codeLoginSetting = z.object({
  available: z.boolean().describe("The site offers sign-in by code (the startup answer's tac_login)"),
  enabled: z.boolean().describe('The player allows it for this account (default true)'),
});
