import { EVERY_CALL } from '../testing/every-call';
import { refusedBaseURL, TestPlatformServer } from '../testing/test-platform-server';
import type { ApiPath } from './call-table';
import { createApiClient } from './client';
import { fallbackFor } from './fallbacks';
import { getBalance, getFavourites } from './member';
import { checkStatus } from './settings';
import { fetchStartup } from './site';
import { login } from './auth';

const internalServerError = { statusCode: -500, message: 'internalServerError' };
const serviceUnavailable = { statusCode: -503, message: 'serviceUnavailable' };
const emptyFavourites = { statusCode: -503, message: 'serviceUnavailable', value: [] };
const disconnect = { statusCode: 0, message: 'disconnect' };
const startupFailure = {
  statusCode: -500,
  message: 'internalServerError',
  maintenance: { is_maintenance: false, start_date: null, end_date: null },
  content: { menu: [], game_menu: [] },
  site: null,
  language: [],
  provider_count: [],
  aff_domain: '',
  live_chat: null,
};

/** Spec section 8, call by call (written out here rather than read from the table under test). */
const EXPECTED: Record<ApiPath, object> = {
  startup: startupFailure,
  seo: serviceUnavailable,
  'auth/login': internalServerError,
  'auth/login_tac': internalServerError,
  'auth/signup': internalServerError,
  'auth/forgot_password': internalServerError,
  'auth/reset_password': internalServerError,
  'auth/tac/verify': internalServerError,
  'auth/tac/request_new_register': internalServerError,
  'auth/tac/request_login': internalServerError,
  'auth/vip_before_login': serviceUnavailable,
  'auth/get_balance': serviceUnavailable,
  'auth/vip': serviceUnavailable,
  'auth/update_password': disconnect,
  'auth/logout': disconnect,
  'auth/logout_all': disconnect,
  'home/fav_list': emptyFavourites,
  'home/fav_add': disconnect,
  'home/fav_remove': disconnect,
  'product/get_hot_games': serviceUnavailable,
  'product/get_games': serviceUnavailable,
  'settings/profile_update': disconnect,
  'settings/social_account': disconnect,
  'settings/get_inbox': disconnect,
  'settings/claim_inbox': disconnect,
  'settings/read_inbox': disconnect,
  'settings/check_status': disconnect,
  'settings/top10winner_withdrawal': serviceUnavailable,
  'settings/siteinfodetail': serviceUnavailable,
  'settings/get_analytics': serviceUnavailable,
  'settings/adsvisit': serviceUnavailable,
  'settings/partners': serviceUnavailable,
  'settings/bts': serviceUnavailable,
  'home/fetch_transactions': serviceUnavailable,
  'home/fetch_slide': serviceUnavailable,
  'home/fetch_announment': serviceUnavailable,
  'home/marquee': serviceUnavailable,
  'home/referral': serviceUnavailable,
  'home/public_odds': serviceUnavailable,
  'home/match_list': serviceUnavailable,
  'product/launch_game': disconnect,
  'product/launch_demo': serviceUnavailable,
  'product/bet_history': serviceUnavailable,
  'sports/place_bet': disconnect,
  'sports/bets': serviceUnavailable,
  'sports/cash_out': disconnect,
  'product/round_detail': serviceUnavailable,
  'cashier/methods': serviceUnavailable,
  'cashier/deposit': disconnect,
  'cashier/deposit_status': serviceUnavailable,
  'cashier/withdrawal_summary': serviceUnavailable,
  'cashier/withdraw': disconnect,
  'cashier/withdrawal_cancel': disconnect,
  'cashier/bank_accounts': serviceUnavailable,
  'cashier/bank_add': disconnect,
  'cashier/bank_default': disconnect,
  'cashier/bank_remove': disconnect,
  'cashier/statement': serviceUnavailable,
  'cashier/statement_csv': disconnect,
  'cashier/transactions': serviceUnavailable,
  'protection/limits': serviceUnavailable,
  'protection/set_limit': disconnect,
  'protection/set_session': disconnect,
  'protection/exclude': disconnect,
  'protection/session_status': serviceUnavailable,
  'security/overview': serviceUnavailable,
  'security/logout_session': disconnect,
  'security/logout_others': disconnect,
  'security/set_code_login': disconnect,
  'minigame/overview': serviceUnavailable,
  'minigame/spin': disconnect,
  'minigame/dice': disconnect,
  'minigame/rounds': serviceUnavailable,
  'minigame/rotate_seed': disconnect,
  'mission/list': serviceUnavailable,
  'mission/claim': disconnect,
  'leaderboard/get': serviceUnavailable,
  'referral/overview': serviceUnavailable,
  'promotion/list': serviceUnavailable,
  'promotion/opt_in': disconnect,
  'promotion/forfeit': disconnect,
  'backoffice/auth/sign_in': internalServerError,
  'backoffice/auth/verify_totp': internalServerError,
  'backoffice/auth/confirm_enrolment': internalServerError,
  'backoffice/auth/sign_out': disconnect,
  'backoffice/auth/me': serviceUnavailable,
  'backoffice/staff/list': serviceUnavailable,
  'backoffice/staff/create': disconnect,
  'backoffice/staff/update': disconnect,
  'backoffice/staff/disable': disconnect,
  'backoffice/staff/end_sessions': disconnect,
  'backoffice/audit/list': serviceUnavailable,
  'backoffice/sites/list': serviceUnavailable,
  'backoffice/auth/change_password': disconnect,
  'backoffice/staff/enable': disconnect,
  'backoffice/reports/daily': serviceUnavailable,
  'backoffice/reports/games': serviceUnavailable,
  'backoffice/money/withdrawals': serviceUnavailable,
  'backoffice/money/approve_withdrawal': disconnect,
  'backoffice/money/reject_withdrawal': disconnect,
  'backoffice/money/four_eyes_thresholds': serviceUnavailable,
  'backoffice/money/set_four_eyes_threshold': disconnect,
  'backoffice/money/deposits': serviceUnavailable,
  'backoffice/money/flagged_payments': serviceUnavailable,
  'backoffice/money/open_rounds': serviceUnavailable,
  'backoffice/money/close_round': disconnect,
  'backoffice/money/payment_settings': serviceUnavailable,
  'backoffice/money/set_payment_settings': disconnect,
  'backoffice/players/search': serviceUnavailable,
  'backoffice/players/get': serviceUnavailable,
  'backoffice/players/ledger': serviceUnavailable,
  'backoffice/players/adjust_balance': disconnect,
  'backoffice/players/set_status': disconnect,
  'backoffice/players/set_limit': disconnect,
  'backoffice/players/end_sessions': disconnect,
  'backoffice/players/send_message': disconnect,
  'backoffice/players/rounds': serviceUnavailable,
  'backoffice/players/bets': serviceUnavailable,
  'backoffice/players/cashier': serviceUnavailable,
  'backoffice/players/notes': serviceUnavailable,
  'backoffice/players/add_note': disconnect,
  'backoffice/sites/templates': serviceUnavailable,
  'backoffice/sites/create': disconnect,
  'backoffice/sites/providers': serviceUnavailable,
  'backoffice/sites/set_provider': disconnect,
  'backoffice/sites/cms_pages': serviceUnavailable,
  'backoffice/sites/cms_page': serviceUnavailable,
  'backoffice/sites/set_cms_page': disconnect,
  'backoffice/sites/cms_preview': serviceUnavailable,
  'backoffice/sites/seo': serviceUnavailable,
  'backoffice/sites/set_seo': disconnect,
  'backoffice/sites/announcements': serviceUnavailable,
  'backoffice/sites/save_announcement': disconnect,
  'backoffice/sites/delete_announcement': disconnect,
  'backoffice/sites/marquee': serviceUnavailable,
  'backoffice/sites/save_marquee': disconnect,
  'backoffice/sites/delete_marquee': disconnect,
  'backoffice/sites/menus': serviceUnavailable,
  'backoffice/sites/save_menu': disconnect,
  'backoffice/sites/missions': serviceUnavailable,
  'backoffice/sites/save_mission': disconnect,
  'backoffice/sites/promotions': serviceUnavailable,
  'backoffice/sites/save_promotion': disconnect,
  'backoffice/sites/slides': serviceUnavailable,
  'backoffice/sites/set_slides': disconnect,
  'backoffice/sites/partners': serviceUnavailable,
  'backoffice/sites/set_partners': disconnect,
  'backoffice/sites/social_accounts': serviceUnavailable,
  'backoffice/sites/set_social_accounts': disconnect,
  'backoffice/sites/analytics': serviceUnavailable,
  'backoffice/sites/set_analytics': disconnect,
  'backoffice/sites/settings': serviceUnavailable,
  'backoffice/sites/set_settings': disconnect,
  'backoffice/sites/rewards': serviceUnavailable,
  'backoffice/sites/set_rewards': disconnect,
  'backoffice/sites/vip_levels': serviceUnavailable,
  'backoffice/sites/set_vip_levels': disconnect,
};

const member = { account_id: 'demo1', auth: 'session-token-1' };

describe('when the site server is down (connection refused)', () => {
  let baseURL: string;
  beforeAll(async () => {
    baseURL = await refusedBaseURL();
  });

  it.each(EVERY_CALL)('$method /api/$path answers its spec fallback, naming the failure', async (call) => {
    const answer = await call.invoke(createApiClient(baseURL));

    expect(answer).toEqual({
      ...EXPECTED[call.path],
      details: `${call.method} ${baseURL}/${call.path}: <no response>`,
    });
  });
});

describe('when the site server answers an HTTP failure without an envelope', () => {
  let server: TestPlatformServer;
  beforeAll(async () => {
    server = await TestPlatformServer.start();
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  const badGateway = { status: 502, text: '<html><body>502 Bad Gateway</body></html>' };

  it('login: -500 internalServerError with the status in details', async () => {
    server.reply(badGateway);
    const answer = await login(createApiClient(server.baseURL), {
      account_id: 'demo1',
      password: 'Demo1234!',
      domain_name: 'slot2.example.test',
    });
    expect(answer).toEqual({
      statusCode: -500,
      message: 'internalServerError',
      details: `POST ${server.baseURL}/auth/login: 502 Bad Gateway`,
    });
  });

  it('get_balance: -503 serviceUnavailable', async () => {
    server.reply(badGateway);
    const answer = await getBalance(createApiClient(server.baseURL), member);
    expect(answer).toEqual({
      statusCode: -503,
      message: 'serviceUnavailable',
      details: `POST ${server.baseURL}/auth/get_balance: 502 Bad Gateway`,
    });
  });

  it('fav_list: -503 serviceUnavailable with an empty list', async () => {
    server.reply(badGateway);
    const answer = await getFavourites(createApiClient(server.baseURL), member);
    expect(answer).toEqual({
      statusCode: -503,
      message: 'serviceUnavailable',
      value: [],
      details: `POST ${server.baseURL}/home/fav_list: 502 Bad Gateway`,
    });
  });

  it('check_status: 0 disconnect', async () => {
    server.reply(badGateway);
    const answer = await checkStatus(createApiClient(server.baseURL), member);
    expect(answer).toEqual({
      statusCode: 0,
      message: 'disconnect',
      details: `POST ${server.baseURL}/settings/check_status: 502 Bad Gateway`,
    });
  });

  it('startup: -500 internalServerError with a no-maintenance default', async () => {
    server.reply(badGateway);
    const answer = await fetchStartup(createApiClient(server.baseURL), { domain_name: 'slot2.example.test' });
    expect(answer).toEqual({ ...startupFailure, details: `POST ${server.baseURL}/startup: 502 Bad Gateway` });
  });

  it('also through the client object: client.startup gives the same fallback', async () => {
    server.reply({ status: 500, text: 'upstream exploded' });
    const answer = await createApiClient(server.baseURL).startup({ domain_name: 'slot2.example.test' });
    expect(answer).toEqual({
      ...startupFailure,
      details: `POST ${server.baseURL}/startup: 500 Internal Server Error`,
    });
  });
});

describe('fallbackFor (shared with the site server proxy)', () => {
  it('answers by path, with the details given', () => {
    expect(fallbackFor('auth/login', 'POST /api/auth/login: 503 Service Unavailable')).toEqual({
      statusCode: -500,
      message: 'internalServerError',
      details: 'POST /api/auth/login: 503 Service Unavailable',
    });
    expect(fallbackFor('home/fav_list', 'x')).toEqual({ ...emptyFavourites, details: 'x' });
  });

  it('answers -503 serviceUnavailable for a path outside the table', () => {
    expect(fallbackFor('wallet/deposit', 'POST /api/wallet/deposit: <no response>')).toEqual({
      statusCode: -503,
      message: 'serviceUnavailable',
      details: 'POST /api/wallet/deposit: <no response>',
    });
  });

  it('does not treat inherited object keys as paths', () => {
    expect(fallbackFor('constructor', 'd')).toEqual({ ...serviceUnavailable, details: 'd' });
  });

  it('builds a fresh answer each time, so one caller cannot alter another', () => {
    const first = fallbackFor('home/fav_list', 'a');
    first.message = 'changed';
    expect(fallbackFor('home/fav_list', 'b')).toEqual({ ...emptyFavourites, details: 'b' });
    expect(fallbackFor('home/fav_list', 'c').value).not.toBe(fallbackFor('home/fav_list', 'c').value);
    expect(fallbackFor('startup', 'd').maintenance).not.toBe(fallbackFor('startup', 'd').maintenance);
  });
});
