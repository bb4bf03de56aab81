import { ok } from '../../http/envelope';
import type { CodeSent, LoginResult, WalletView } from '../player-types';

/** The spec's login answer: statusCode, token, user { account_id, session_token }, fullname, email. */
export function loginAnswer(result: LoginResult) {
  return ok({
    token: result.token,
    user: {
      account_id: result.accountId,
      session_token: result.token,
      full_name: result.fullName,
      contact_email: result.contactEmail,
    },
    fullname: result.fullName,
    email: result.contactEmail,
  });
}

export function codeSentAnswer(sent: CodeSent) {
  return ok({ phone: sent.phone, expires_in: sent.expiresInSeconds, resend_in: sent.resendInSeconds });
}

export function balanceFields(wallet: WalletView) {
  return {
    currency: wallet.currency,
    game_balance: wallet.gameBalance,
    game_token: wallet.tokens,
    frozen_token: wallet.frozenTokens,
  };
}
