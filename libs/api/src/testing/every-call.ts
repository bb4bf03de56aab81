import type { ApiPath } from '../lib/call-table';
import type { Envelope } from '../lib/envelope';
import type { ApiTransport } from '../lib/transport';
import * as auth from '../lib/auth';
import * as backoffice from '../lib/backoffice';
import * as backofficeMoney from '../lib/backoffice-money';
import * as backofficeOffers from '../lib/backoffice-offers';
import * as backofficePlayers from '../lib/backoffice-players';
import * as backofficeReports from '../lib/backoffice-reports';
import * as backofficeSites from '../lib/backoffice-sites';
import * as cashier from '../lib/cashier';
import * as home from '../lib/home';
import * as member from '../lib/member';
import * as play from '../lib/play';
import * as product from '../lib/product';
import * as protection from '../lib/protection';
import * as rewards from '../lib/rewards';
import * as security from '../lib/security';
import * as settings from '../lib/settings';
import * as site from '../lib/site';
import * as sports from '../lib/sports-bets';

/** One call of the client, with the request a test sends and the path and method it must reach. */
export interface CallCase {
  path: ApiPath;
  method: 'GET' | 'POST';
  body: object | undefined;
  invoke(client: ApiTransport): Promise<Envelope>;
}

const siteReq = { domain_name: 'slot2.example.test', external_id: 'slot2' };
const memberReq = { account_id: 'demo1', auth: 'session-token-1' };
const favourite = {
  provider_code: 'JILI',
  game_code: 'JL-777',
  game_name: 'Lucky 777',
  game_type: 'slots',
  img_url: '/media/games/jl-777.webp',
};

function post<R extends object>(
  path: ApiPath,
  call: (client: ApiTransport, request: R) => Promise<Envelope>,
  body: R,
): CallCase {
  return { path, method: 'POST', body, invoke: (client) => call(client, body) };
}

function get(path: ApiPath, call: (client: ApiTransport) => Promise<Envelope>): CallCase {
  return { path, method: 'GET', body: undefined, invoke: call };
}

export const EVERY_CALL: CallCase[] = [
  post('startup', site.fetchStartup, { domain_name: 'slot2.example.test' }),
  post('seo', site.getSeo, { ...siteReq, page_name: 'home' }),

  post('auth/login', auth.login, { account_id: 'demo1', password: 'Demo1234!', ...siteReq }),
  post('auth/login_tac', auth.loginTac, { account_id: 'demo1', tac: '123456', ...siteReq }),
  post('auth/signup', auth.signup, {
    ...siteReq,
    account_id: 'newplayer',
    password: 'S3cret-pass',
    contact_phone: '+639171234567',
    contact_email: 'new@example.test',
    referrer_code: 'REF42',
    ch: 'facebook',
    cm: 'cpc',
    pp: 'feed',
    affiliate_code: 'AFF7',
    fbp: 'fb.1.1700000000.123',
    appsflyer_id: '1700000000-42',
    visitor_id: 'v-9f8e',
  }),
  post('auth/forgot_password', auth.forgotPassword, {
    account_id: 'demo1',
    contact_phone: '+639171234567',
    ...siteReq,
  }),
  post('auth/reset_password', auth.resetPassword, {
    ...siteReq,
    account_id: 'demo1',
    tac: '654321',
    new_password: 'N3w-pass',
  }),
  post('auth/tac/verify', auth.verifyTac, { ...siteReq, account_id: 'newplayer', tac: '111222' }),
  post('auth/tac/request_new_register', auth.requestRegisterTac, { ...siteReq, account_id: 'newplayer' }),
  post('auth/tac/request_login', auth.requestLoginTac, { ...siteReq, account_id: 'demo1' }),
  post('auth/vip_before_login', auth.getVipTiers, siteReq),

  post('auth/get_balance', member.getBalance, memberReq),
  post('auth/vip', member.getVip, memberReq),
  post('auth/update_password', member.updatePassword, {
    ...memberReq,
    password: 'Demo1234!',
    new_password: 'N3w-pass',
  }),
  post('auth/logout', member.logout, memberReq),
  post('auth/logout_all', member.logoutAll, memberReq),
  post('home/fav_list', member.getFavourites, memberReq),
  post('home/fav_add', member.addFavourite, { ...memberReq, ...favourite }),
  post('home/fav_remove', member.removeFavourite, {
    ...memberReq,
    provider_code: 'JILI',
    game_code: 'JL-777',
  }),

  post('product/get_hot_games', product.getHotGames, { ...siteReq, game_type: '' }),
  post('product/get_games', product.getGames, {
    ...siteReq,
    category: 'slots',
    provider_code: 'PGSOFT',
    search: 'fortune',
    page: 2,
    page_size: 24,
  }),

  post('settings/profile_update', settings.updateProfile, {
    ...memberReq,
    full_name: 'Maria Santos',
    contact_email: 'maria@example.test',
  }),
  post('settings/social_account', settings.getSocialAccounts, siteReq),
  post('settings/top10winner_withdrawal', settings.getTopWinners, siteReq),
  post('settings/siteinfodetail', settings.getSiteInfo, siteReq),
  post('settings/get_inbox', settings.getInbox, memberReq),
  post('settings/claim_inbox', settings.claimInbox, { ...memberReq, inbox_id: 17 }),
  post('settings/read_inbox', settings.readInbox, { ...memberReq, inbox_id: 17 }),
  post('settings/check_status', settings.checkStatus, memberReq),
  post('settings/get_analytics', settings.getAnalytics, { domain_name: 'slot2.example.test' }),
  post('settings/adsvisit', settings.sendAdsVisit, {
    ...siteReq,
    fbp: 'fb.1.1700000000.123',
    appsflyer_id: 'af-1',
  }),
  post('settings/partners', settings.getPartners, siteReq),
  post('settings/bts', settings.getBts, siteReq),

  post('home/fetch_transactions', home.fetchTransactions, siteReq),
  post('home/fetch_slide', home.fetchSlides, siteReq),
  post('home/fetch_announment', home.fetchAnnouncements, siteReq),
  post('home/marquee', home.getMarquee, siteReq),
  post('home/referral', home.getReferral, siteReq),
  get('home/public_odds', home.getPublicOdds),
  get('home/match_list', home.getMatchList),
  post('sports/place_bet', sports.placeBet, {
    ...memberReq,
    request_id: 'slip-5f2c9a71',
    stake: '100',
    legs: [{ line_id: 41, odds: 2.15 }],
    price_change: 'higher',
  }),
  post('sports/bets', sports.getSportsBets, { ...memberReq, state: 'open', page: 1, page_size: 10 }),
  post('sports/cash_out', sports.cashOutBet, { ...memberReq, bet_id: 'sb_5f2c', amount: 180.5 }),

  post('product/launch_game', play.launchGame, {
    ...memberReq,
    ...siteReq,
    provider_code: 'JILI',
    game_code: 'JL001',
    language: 'EN',
  }),
  post('product/launch_demo', play.launchDemo, { ...siteReq, provider_code: 'JILI', game_code: 'JL001' }),
  post('product/bet_history', play.getBetHistory, {
    ...memberReq,
    date_from: '2026-11-01',
    date_to: '2026-11-25',
    game_type: 'slots',
    page: 2,
    page_size: 20,
  }),
  post('product/round_detail', play.getRoundDetail, { ...memberReq, provider_code: 'JILI', round_id: 'r-1' }),

  post('cashier/methods', cashier.getPaymentMethods, siteReq),
  post('cashier/deposit', cashier.createDeposit, {
    ...memberReq,
    method_code: 'GCASH',
    amount: '1250.50',
    request_id: '6f1c1c9e-4a55-4d7b-9a57-5b1f8f0c2d11',
  }),
  post('cashier/deposit_status', cashier.getDepositStatus, { ...memberReq, deposit_id: 'dep_5f2c' }),
  post('cashier/withdrawal_summary', cashier.getWithdrawalSummary, memberReq),
  post('cashier/withdraw', cashier.requestWithdrawal, {
    ...memberReq,
    method_code: 'BANK',
    amount: '500',
    bank_account_id: 3,
    request_id: '0b9f7c3a-1d2e-4f50-8a6b-7c8d9e0f1a2b',
  }),
  post('cashier/withdrawal_cancel', cashier.cancelWithdrawal, { ...memberReq, withdrawal_id: 'wd_81c' }),
  post('cashier/bank_accounts', cashier.getBankAccounts, memberReq),
  post('cashier/bank_add', cashier.addBankAccount, {
    ...memberReq,
    bank_code: 'BDO',
    holder_name: 'Maria Santos',
    account_number: '001234567890',
  }),
  post('cashier/bank_default', cashier.setDefaultBankAccount, { ...memberReq, bank_account_id: 3 }),
  post('cashier/bank_remove', cashier.removeBankAccount, { ...memberReq, bank_account_id: 3 }),
  post('cashier/statement', cashier.getStatement, {
    ...memberReq,
    date_from: '2026-11-01',
    date_to: '2026-11-25',
    type: 'deposit',
    page: 2,
    page_size: 20,
  }),
  post('cashier/statement_csv', cashier.getStatementCsv, {
    ...memberReq,
    date_from: '2026-11-01',
    date_to: '2026-11-25',
  }),
  post('cashier/transactions', cashier.getCashierTransactions, {
    ...memberReq,
    type: 'withdrawal',
    page: 1,
    page_size: 10,
  }),

  post('protection/limits', protection.getProtectionLimits, memberReq),
  post('protection/set_limit', protection.setLimit, {
    ...memberReq,
    type: 'deposit',
    period: '24h',
    amount: '500',
  }),
  post('protection/set_session', protection.setSessionLimits, {
    ...memberReq,
    session_limit_minutes: 60,
    reality_check_minutes: 30,
  }),
  post('protection/exclude', protection.excludeSelf, { ...memberReq, type: 'timeout', period: '7d' }),
  post('protection/session_status', protection.getSessionStatus, memberReq),
  post('security/overview', security.getSecurityOverview, memberReq),
  post('security/logout_session', security.logoutSession, { ...memberReq, session_id: 42 }),
  post('security/logout_others', security.logoutOthers, memberReq),
  post('security/set_code_login', security.setCodeLogin, { ...memberReq, enabled: false }),

  post('minigame/overview', rewards.getMinigameOverview, memberReq),
  post('minigame/spin', rewards.spinWheel, {
    ...memberReq,
    request_id: '3f0c9a52-7d1e-4b8a-9c2f-1e5d6a7b8c9d',
    free: true,
  }),
  post('minigame/dice', rewards.rollDice, {
    ...memberReq,
    request_id: '8b2d4f6a-1c3e-4a5b-8d7f-9e0a1b2c3d4e',
    stake: 10,
    target: 49.5,
    direction: 'under',
  }),
  post('minigame/rounds', rewards.getMinigameRounds, {
    ...memberReq,
    game: 'dice',
    before_round_id: 120,
    limit: 20,
  }),
  post('minigame/rotate_seed', rewards.rotateSeed, { ...memberReq, client_seed: 'my-lucky-seed' }),
  post('mission/list', rewards.getMissions, memberReq),
  post('mission/claim', rewards.claimMission, { ...memberReq, mission_id: 4 }),
  post('leaderboard/get', rewards.getLeaderboard, { ...memberReq, period_id: 7 }),
  post('referral/overview', rewards.getReferralOverview, memberReq),
  post('promotion/list', rewards.getPromotions, memberReq),
  post('promotion/opt_in', rewards.optIntoPromotion, { ...memberReq, promotion_id: 2 }),
  post('promotion/forfeit', rewards.forfeitBonus, { ...memberReq, bonus_id: 5 }),

  post('backoffice/auth/sign_in', backoffice.staffSignIn, {
    email: 'owner@staff.example.com',
    password: 'Backoffice-Demo-2026',
  }),
  post('backoffice/auth/verify_totp', backoffice.staffVerifyTotp, { challenge: 'c-1', code: '123456' }),
  post('backoffice/auth/confirm_enrolment', backoffice.staffConfirmEnrolment, {
    challenge: 'c-2',
    code: '654321',
  }),
  post('backoffice/auth/sign_out', backoffice.staffSignOut, {}),
  post('backoffice/auth/me', backoffice.getStaffProfile, {}),
  post('backoffice/staff/list', backoffice.listStaff, {}),
  post('backoffice/staff/create', backoffice.createStaff, {
    email: 'new@staff.example.com',
    display_name: 'New Staff',
    role: 'support',
    site_ids: [1, 2],
  }),
  post('backoffice/staff/update', backoffice.updateStaff, { staff_id: 4, role: 'viewer', site_ids: [2] }),
  post('backoffice/staff/disable', backoffice.disableStaff, { staff_id: 4 }),
  post('backoffice/staff/end_sessions', backoffice.endStaffSessions, { staff_id: 4 }),
  post('backoffice/staff/enable', backoffice.enableStaff, { staff_id: 4 }),
  post('backoffice/auth/change_password', backoffice.changeStaffPassword, {
    current_password: 'Given-Password-1',
    new_password: 'Own-Password-2',
  }),
  post('backoffice/audit/list', backoffice.listAuditLog, {
    staff_id: 4,
    action: 'staff/create',
    site_id: 1,
    from: '2026-11-01T00:00:00Z',
    to: '2026-11-25T00:00:00Z',
    page: 2,
    page_size: 50,
  }),
  post('backoffice/sites/list', backoffice.listBackofficeSites, { site_key: 'casino1' }),
  post('backoffice/money/withdrawals', backofficeMoney.listWithdrawals, {
    site_id: 2,
    state: 'pending',
    page: 1,
    page_size: 50,
  }),
  post('backoffice/money/approve_withdrawal', backofficeMoney.approveWithdrawal, { withdrawal_id: 'wd_7' }),
  post('backoffice/money/reject_withdrawal', backofficeMoney.rejectWithdrawal, {
    withdrawal_id: 'wd_7',
    reason: 'Name does not match the bank account',
  }),
  post('backoffice/money/four_eyes_thresholds', backofficeMoney.listFourEyesThresholds, { site_id: 2 }),
  post('backoffice/money/set_four_eyes_threshold', backofficeMoney.setFourEyesThreshold, {
    site_id: 2,
    threshold_minor: 250_000,
  }),
  post('backoffice/money/deposits', backofficeMoney.listDeposits, {
    site_id: 2,
    state: 'completed',
    page: 1,
    page_size: 50,
  }),
  post('backoffice/money/flagged_payments', backofficeMoney.listFlaggedPayments, { page: 1, page_size: 50 }),
  post('backoffice/money/open_rounds', backofficeMoney.listOpenRounds, {
    site_id: 2,
    older_than_minutes: 60,
    page: 1,
    page_size: 50,
  }),
  post('backoffice/money/payment_settings', backofficeMoney.getPaymentSettings, { site_id: 2 }),
  post('backoffice/money/set_payment_settings', backofficeMoney.setPaymentSettings, {
    site_id: 2,
    methods: [{ code: 'bank', deposits: true, payouts: false, min_minor: 10_000, max_minor: 5_000_000 }],
    rules: { max_pending_withdrawals: 3, max_withdrawals_per_day: 5, wagering_percent: 100 },
  }),
  post('backoffice/money/close_round', backofficeMoney.closeOpenRound, {
    provider_code: 'JILI',
    round_id: 'r-1001',
  }),
  post('backoffice/players/search', backofficePlayers.searchPlayers, {
    query: 'demo',
    page: 1,
    page_size: 50,
  }),
  post('backoffice/players/get', backofficePlayers.getPlayer, { site_id: 2, account_id: 'demo1' }),
  post('backoffice/players/ledger', backofficePlayers.getPlayerLedger, {
    site_id: 2,
    account_id: 'demo1',
    page_size: 50,
  }),
  post('backoffice/players/adjust_balance', backofficePlayers.adjustPlayerBalance, {
    site_id: 2,
    account_id: 'demo1',
    amount_minor: -1250,
    reason: 'Goodwill reversal',
    request_id: 'adjust-1',
  }),
  post('backoffice/players/set_status', backofficePlayers.setPlayerStatus, {
    site_id: 2,
    account_id: 'demo1',
    status: 'blocked',
  }),
  post('backoffice/players/set_limit', backofficePlayers.setPlayerLimitCap, {
    site_id: 2,
    account_id: 'demo1',
    kind: 'deposit',
    period: '30d',
    value: 500000,
  }),
  post('backoffice/players/end_sessions', backofficePlayers.endPlayerSessions, {
    site_id: 2,
    account_id: 'demo1',
  }),
  post('backoffice/players/send_message', backofficePlayers.sendPlayerMessage, {
    site_id: 2,
    account_id: 'demo1',
    title: 'About your withdrawal',
    body: 'Please add a bank account in your name.',
    reward: { kind: 'game', amount_minor: 5_000 },
  }),
  post('backoffice/players/rounds', backofficePlayers.getPlayerRounds, {
    site_id: 2,
    account_id: 'demo1',
    page: 1,
    page_size: 50,
  }),
  post('backoffice/players/bets', backofficePlayers.getPlayerBets, {
    site_id: 2,
    account_id: 'demo1',
    page: 1,
    page_size: 50,
  }),
  post('backoffice/players/cashier', backofficePlayers.getPlayerCashier, {
    site_id: 2,
    account_id: 'demo1',
    page: 1,
    page_size: 50,
  }),
  post('backoffice/players/notes', backofficePlayers.getPlayerNotes, {
    site_id: 2,
    account_id: 'demo1',
    page: 1,
    page_size: 50,
  }),
  post('backoffice/players/add_note', backofficePlayers.addPlayerNote, {
    site_id: 2,
    account_id: 'demo1',
    body: 'Called about a missing deposit, told to wait 24h.',
  }),
  post('backoffice/reports/daily', backofficeReports.getDailyReport, {
    site_id: 2,
    from: '2026-11-01',
    to: '2026-11-30',
  }),
  post('backoffice/reports/games', backofficeReports.getGamesReport, {
    site_id: 2,
    from: '2026-11-01',
    to: '2026-11-30',
  }),
  post('backoffice/sites/templates', backofficeSites.listSiteTemplates, {}),
  post('backoffice/sites/create', backofficeSites.createBackofficeSite, {
    key: 'lucky',
    name: 'Lucky Bay',
    hosts: ['lucky.localhost'],
    template: 'slot3',
    color: 'ocean',
    currency: 'PHP',
    languages: ['EN', 'PHP'],
    default_language: 'EN',
  }),
  post('backoffice/sites/providers', backofficeSites.listSiteProviders, { site_id: 2 }),
  post('backoffice/sites/set_provider', backofficeSites.setSiteProvider, {
    site_id: 2,
    provider_code: 'JILI',
    enabled: false,
  }),
  post('backoffice/sites/cms_pages', backofficeSites.listSiteCmsPages, { site_id: 2 }),
  post('backoffice/sites/cms_page', backofficeSites.getSiteCmsPage, { site_id: 2, page: 'about_us' }),
  post('backoffice/sites/set_cms_page', backofficeSites.setSiteCmsPage, {
    site_id: 2,
    page: 'about_us',
    en_body: '<p>About</p>',
  }),
  post('backoffice/sites/cms_preview', backofficeSites.previewCmsHtml, { html: '<p>About</p>' }),
  post('backoffice/sites/seo', backofficeSites.listSiteSeo, { site_id: 2 }),
  post('backoffice/sites/set_seo', backofficeSites.setSiteSeo, {
    site_id: 2,
    page_name: 'home',
    meta_title: 'Lucky Bay',
  }),
  post('backoffice/sites/announcements', backofficeSites.listSiteAnnouncements, { site_id: 2 }),
  post('backoffice/sites/save_announcement', backofficeSites.saveSiteAnnouncement, {
    site_id: 2,
    status: true,
    en_title: 'Maintenance',
    local_title: 'Pagpapanatili',
    en_content: '<p>Sunday night</p>',
    local_content: '<p>Linggo ng gabi</p>',
  }),
  post('backoffice/sites/delete_announcement', backofficeSites.deleteSiteAnnouncement, { site_id: 2, id: 7 }),
  post('backoffice/sites/marquee', backofficeSites.listSiteMarquee, { site_id: 2 }),
  post('backoffice/sites/save_marquee', backofficeSites.saveSiteMarquee, {
    site_id: 2,
    status: true,
    en_text: 'Welcome',
    local_text: 'Maligayang pagdating',
  }),
  post('backoffice/sites/delete_marquee', backofficeSites.deleteSiteMarquee, { site_id: 2, id: 3 }),
  post('backoffice/sites/menus', backofficeSites.listSiteMenus, { site_id: 2 }),
  post('backoffice/sites/save_menu', backofficeSites.saveSiteMenu, {
    site_id: 2,
    menu: 'menu',
    items: [{ content_id: 4, name: 'Promotions', category: 'promotions', url: '/promotions', children: [] }],
  }),
  post('backoffice/sites/missions', backofficeOffers.listSiteMissions, { site_id: 2 }),
  post('backoffice/sites/save_mission', backofficeOffers.saveSiteMission, {
    site_id: 2,
    status: true,
    code: 'daily-wager',
    period: 'daily',
    kind: 'wager',
    target: 10_000,
    category: null,
    reward_kind: 'tokens',
    reward_amount: 5,
  }),
  post('backoffice/sites/promotions', backofficeOffers.listSitePromotions, { site_id: 2 }),
  post('backoffice/sites/save_promotion', backofficeOffers.saveSitePromotion, {
    site_id: 2,
    status: true,
    code: 'welcome',
    kind: 'deposit_bonus',
    title: 'Welcome bonus',
    terms: 'Deposit at least 100.',
    bonus_percent: 100,
    max_bonus_minor: 500_000,
    min_deposit_minor: 10_000,
    wagering_multiplier: 5,
    valid_days: 7,
    starts_at: null,
    ends_at: null,
  }),
  post('backoffice/sites/slides', backofficeSites.listSiteSlides, { site_id: 2 }),
  post('backoffice/sites/set_slides', backofficeSites.setSiteSlides, {
    site_id: 2,
    value: [
      {
        en_title: 'Welcome',
        local_title: 'Maligayang pagdating',
        en_subtitle: '',
        local_subtitle: '',
        image_url: null,
        link_url: '/promotions',
      },
    ],
  }),
  post('backoffice/sites/partners', backofficeSites.listSitePartners, { site_id: 2 }),
  post('backoffice/sites/set_partners', backofficeSites.setSitePartners, {
    site_id: 2,
    value: [
      { partner_name: 'Acme', img_url: 'https://cdn.example.com/acme.png', href: 'https://acme.example.com' },
    ],
  }),
  post('backoffice/sites/social_accounts', backofficeSites.listSiteSocialAccounts, { site_id: 2 }),
  post('backoffice/sites/set_social_accounts', backofficeSites.setSiteSocialAccounts, {
    site_id: 2,
    value: [{ social_type: 'telegram', account_name: '@lucky', url: 'https://t.me/lucky' }],
  }),
  post('backoffice/sites/analytics', backofficeSites.listSiteAnalytics, { site_id: 2 }),
  post('backoffice/sites/set_analytics', backofficeSites.setSiteAnalytics, {
    site_id: 2,
    value: [{ section: 'HEAD', script: '<script>window.dataLayer = [];</script>' }],
  }),
  post('backoffice/sites/settings', backofficeSites.getSiteSettings, { site_id: 2 }),
  post('backoffice/sites/set_settings', backofficeSites.setSiteSettings, { site_id: 2, maintenance: null }),
  post('backoffice/sites/rewards', backofficeSites.getSiteRewards, { site_id: 2 }),
  post('backoffice/sites/set_rewards', backofficeSites.setSiteRewards, {
    site_id: 2,
    settings: {
      time_zone: 'Asia/Manila',
      tokens_per_wager: { tokens: 1, per_minor: 10_000 },
      spin_cost: 10,
      daily_free_spin: true,
      wheel: [
        { prize: { kind: 'tokens', amount: 5 }, weight: 3, colour: '#2563eb' },
        { prize: { kind: 'nothing' }, weight: 1, colour: '#475569' },
      ],
      dice: { min_stake: 1, max_stake: 1_000, house_edge_percent: 1, min_chance: 2, max_chance: 95 },
      leaderboard: { metric: 'wagered', prizes: [{ rank: 1, prize: { kind: 'cash', amount_minor: 5_000 } }] },
      referral: { commission_percent: 10, basis: 'net_loss' },
    },
  }),
  post('backoffice/sites/vip_levels', backofficeSites.getSiteVipLevels, { site_id: 2 }),
  post('backoffice/sites/set_vip_levels', backofficeSites.setSiteVipLevels, {
    site_id: 2,
    levels: [{ level: 1, name: 'Bronze', starting_deposit_minor: 0, starting_turnover_minor: 0 }],
  }),
];
