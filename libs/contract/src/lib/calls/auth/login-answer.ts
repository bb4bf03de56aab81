import { z } from 'zod';

/** A login answer: `token` is the session token member calls send as `auth`. */
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
});

/** The answer of the calls that text a code: where it went (masked) and when it expires or can be resent. */
export const codeSentAnswer = z.object({
  phone: z.string().describe('the registered phone, all but the last four digits masked'),
  expires_in: z.number().int().describe('seconds the code is valid'),
  resend_in: z.number().int().describe('seconds before another code can be asked for'),
});
