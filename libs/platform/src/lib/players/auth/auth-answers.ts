import type { CallAnswerInput } from '@wl/contract';
import type { CodeSent, LoginResult } from '../player-types';
import { signInWire } from '../security/sign-in-wire';

/** The spec's login answer: token, user { account_id, session_token }, fullname, email; and the last sign-in. */
export function loginAnswer(result: LoginResult): CallAnswerInput<'auth/login'> {
  return {
    token: result.token,
    user: {
      account_id: result.accountId,
      session_token: result.token,
      full_name: result.fullName,
      contact_email: result.contactEmail,
    },
    fullname: result.fullName,
    email: result.contactEmail,
    last_login: result.lastLogin ? signInWire(result.lastLogin) : null,
  };
}

export function codeSentAnswer(sent: CodeSent): CallAnswerInput<'auth/tac/request_login'> {
  return { phone: sent.phone, expires_in: sent.expiresInSeconds, resend_in: sent.resendInSeconds };
}
