import { z } from 'zod';
import { signInRecord } from '../security/security-entities';

/**
 * A login answer: `token` is the session token member calls send as `auth`; `last_login` the player's
 * previous successful sign-in, to show once after signing in.
 */
export const loginAnswer = z.object({
  token: z.string(),
  user: z.object({
    account_id: z.string(),
    session_token: z.string(),
    full_name: z.string(),
    contact_email: z.string(),
  }),
  fullname: z.string(),
  email: z.string(),
  last_login: signInRecord
    .nullable()
    .describe('The successful sign-in before this one (null for the first): shown once after signing in'),
});

/** The answer of the calls that text a code: where it went (masked) and when it expires or can be resent. */
export const codeSentAnswer = z.object({
  phone: z.string().describe('the registered phone, all but the last four digits masked'),
  expires_in: z.number().int().describe('seconds the code is valid'),
  resend_in: z.number().int().describe('seconds before another code can be asked for'),
});
