// Generated from @wl/contract: do not edit. UPDATE_CALL_TABLE=1 npx nx test api writes it again.
import type { FallbackKind, HttpMethod } from '@wl/contract';

/**
 * Every call of the platform API (paths under /api), its HTTP method and the kind of answer to give when
 * the platform's own answer is missing (see FallbackKind). The browser client and the site server's proxy
 * mode both read this table, so it is plain data: no schemas, no axios, nothing of the browser.
 */
export const API_CALLS = {
  startup: { method: 'POST', fallback: 'startup' },
  seo: { method: 'POST', fallback: 'unavailable' },
  'auth/login': { method: 'POST', fallback: 'signIn' },
  'auth/login_tac': { method: 'POST', fallback: 'signIn' },
  'auth/signup': { method: 'POST', fallback: 'signIn' },
  'auth/forgot_password': { method: 'POST', fallback: 'signIn' },
  'auth/reset_password': { method: 'POST', fallback: 'signIn' },
  'auth/tac/verify': { method: 'POST', fallback: 'signIn' },
  'auth/tac/request_new_register': { method: 'POST', fallback: 'signIn' },
  'auth/tac/request_login': { method: 'POST', fallback: 'signIn' },
  'auth/vip_before_login': { method: 'POST', fallback: 'unavailable' },
  'auth/get_balance': { method: 'POST', fallback: 'unavailable' },
  'auth/vip': { method: 'POST', fallback: 'unavailable' },
  'auth/update_password': { method: 'POST', fallback: 'disconnect' },
  'auth/logout': { method: 'POST', fallback: 'disconnect' },
  'auth/logout_all': { method: 'POST', fallback: 'disconnect' },
  'home/fav_list': { method: 'POST', fallback: 'unavailableEmptyList' },
  'home/fav_add': { method: 'POST', fallback: 'disconnect' },
  'home/fav_remove': { method: 'POST', fallback: 'disconnect' },
  'product/get_hot_games': { method: 'POST', fallback: 'unavailable' },
  'product/get_games': { method: 'POST', fallback: 'unavailable' },
  'settings/profile_update': { method: 'POST', fallback: 'disconnect' },
  'settings/social_account': { method: 'POST', fallback: 'disconnect' },
  'settings/get_inbox': { method: 'POST', fallback: 'disconnect' },
  'settings/claim_inbox': { method: 'POST', fallback: 'disconnect' },
  'settings/read_inbox': { method: 'POST', fallback: 'disconnect' },
  'settings/check_status': { method: 'POST', fallback: 'disconnect' },
  'settings/top10winner_withdrawal': { method: 'POST', fallback: 'unavailable' },
  'settings/siteinfodetail': { method: 'POST', fallback: 'unavailable' },
  'settings/get_analytics': { method: 'POST', fallback: 'unavailable' },
  'settings/adsvisit': { method: 'POST', fallback: 'unavailable' },
  'settings/partners': { method: 'POST', fallback: 'unavailable' },
  'settings/bts': { method: 'POST', fallback: 'unavailable' },
  'home/fetch_transactions': { method: 'POST', fallback: 'unavailable' },
  'home/fetch_slide': { method: 'POST', fallback: 'unavailable' },
  'home/fetch_announment': { method: 'POST', fallback: 'unavailable' },
  'home/marquee': { method: 'POST', fallback: 'unavailable' },
  'home/referral': { method: 'POST', fallback: 'unavailable' },
  'home/public_odds': { method: 'GET', fallback: 'unavailable' },
  'home/match_list': { method: 'GET', fallback: 'unavailable' },
  'sports/place_bet': { method: 'POST', fallback: 'disconnect' },
  'sports/bets': { method: 'POST', fallback: 'unavailable' },
  'sports/cash_out': { method: 'POST', fallback: 'disconnect' },
  'product/launch_game': { method: 'POST', fallback: 'disconnect' },
  'product/launch_demo': { method: 'POST', fallback: 'unavailable' },
  'product/bet_history': { method: 'POST', fallback: 'unavailable' },
  'product/round_detail': { method: 'POST', fallback: 'unavailable' },
  'cashier/methods': { method: 'POST', fallback: 'unavailable' },
  'cashier/deposit': { method: 'POST', fallback: 'disconnect' },
  'cashier/deposit_status': { method: 'POST', fallback: 'unavailable' },
  'cashier/withdrawal_summary': { method: 'POST', fallback: 'unavailable' },
  'cashier/withdraw': { method: 'POST', fallback: 'disconnect' },
  'cashier/withdrawal_cancel': { method: 'POST', fallback: 'disconnect' },
  'cashier/bank_accounts': { method: 'POST', fallback: 'unavailable' },
  'cashier/bank_add': { method: 'POST', fallback: 'disconnect' },
  'cashier/bank_default': { method: 'POST', fallback: 'disconnect' },
  'cashier/bank_remove': { method: 'POST', fallback: 'disconnect' },
  'cashier/statement': { method: 'POST', fallback: 'unavailable' },
  'cashier/statement_csv': { method: 'POST', fallback: 'disconnect' },
  'cashier/transactions': { method: 'POST', fallback: 'unavailable' },
  'protection/limits': { method: 'POST', fallback: 'unavailable' },
  'protection/set_limit': { method: 'POST', fallback: 'disconnect' },
  'protection/set_session': { method: 'POST', fallback: 'disconnect' },
  'protection/exclude': { method: 'POST', fallback: 'disconnect' },
  'protection/session_status': { method: 'POST', fallback: 'unavailable' },
  'security/overview': { method: 'POST', fallback: 'unavailable' },
  'security/logout_session': { method: 'POST', fallback: 'disconnect' },
  'security/logout_others': { method: 'POST', fallback: 'disconnect' },
  'security/set_code_login': { method: 'POST', fallback: 'disconnect' },
  'minigame/overview': { method: 'POST', fallback: 'unavailable' },
  'minigame/spin': { method: 'POST', fallback: 'disconnect' },
  'minigame/dice': { method: 'POST', fallback: 'disconnect' },
  'minigame/rounds': { method: 'POST', fallback: 'unavailable' },
  'minigame/rotate_seed': { method: 'POST', fallback: 'disconnect' },
  'mission/list': { method: 'POST', fallback: 'unavailable' },
  'mission/claim': { method: 'POST', fallback: 'disconnect' },
  'leaderboard/get': { method: 'POST', fallback: 'unavailable' },
  'referral/overview': { method: 'POST', fallback: 'unavailable' },
  'promotion/list': { method: 'POST', fallback: 'unavailable' },
  'promotion/opt_in': { method: 'POST', fallback: 'disconnect' },
  'promotion/forfeit': { method: 'POST', fallback: 'disconnect' },
  'backoffice/auth/sign_in': { method: 'POST', fallback: 'signIn' },
  'backoffice/auth/verify_totp': { method: 'POST', fallback: 'signIn' },
  'backoffice/auth/confirm_enrolment': { method: 'POST', fallback: 'signIn' },
  'backoffice/auth/sign_out': { method: 'POST', fallback: 'disconnect' },
  'backoffice/auth/me': { method: 'POST', fallback: 'unavailable' },
  'backoffice/staff/list': { method: 'POST', fallback: 'unavailable' },
  'backoffice/staff/create': { method: 'POST', fallback: 'disconnect' },
  'backoffice/staff/update': { method: 'POST', fallback: 'disconnect' },
  'backoffice/staff/disable': { method: 'POST', fallback: 'disconnect' },
  'backoffice/staff/end_sessions': { method: 'POST', fallback: 'disconnect' },
  'backoffice/audit/list': { method: 'POST', fallback: 'unavailable' },
  'backoffice/sites/list': { method: 'POST', fallback: 'unavailable' },
} as const satisfies Record<string, ApiCallRule>;

export type { FallbackKind };

export interface ApiCallRule {
  method: HttpMethod;
  fallback: FallbackKind;
}

/** A path under /api, without the leading slash: 'auth/login', 'home/match_list', ... */
export type ApiPath = keyof typeof API_CALLS;

export function isApiPath(path: string): path is ApiPath {
  return Object.prototype.hasOwnProperty.call(API_CALLS, path);
}
