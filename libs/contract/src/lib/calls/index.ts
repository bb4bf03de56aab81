import { auditList } from './backoffice/audit-list';
import { staffChangePassword } from './backoffice/change-password';
import { staffConfirmEnrolment } from './backoffice/confirm-enrolment';
import { staffMe } from './backoffice/me';
import {
  backofficeApproveWithdrawal,
  backofficeCloseRound,
  backofficeDeposits,
  backofficeFlaggedPayments,
  backofficeFourEyesThresholds,
  backofficeOpenRounds,
  backofficePaymentSettings,
  backofficeRejectWithdrawal,
  backofficeSetPaymentSettings,
  backofficeSetFourEyesThreshold,
  backofficeWithdrawals,
} from './backoffice/money';
import {
  backofficePlayerAddNote,
  backofficePlayerAdjust,
  backofficePlayerBets,
  backofficePlayerCashier,
  backofficePlayerEndSessions,
  backofficePlayerGet,
  backofficePlayerLedger,
  backofficePlayerNotes,
  backofficePlayerRounds,
  backofficePlayerSendMessage,
  backofficePlayerSetLimit,
  backofficePlayerSetStatus,
  backofficePlayersSearch,
} from './backoffice/players';
import { staffSignIn } from './backoffice/sign-in';
import { staffSignOut } from './backoffice/sign-out';
import { dailyReport } from './backoffice/reports/daily-report';
import { gamesReport } from './backoffice/reports/games-report';
import { backofficeSites } from './backoffice/sites-list';
import {
  siteAnnouncements,
  siteDeleteAnnouncement,
  siteSaveAnnouncement,
} from './backoffice/sites/site-announcements';
import { siteCmsPage, siteCmsPages, siteCmsPreview, siteSetCmsPage } from './backoffice/sites/site-cms';
import { siteCreate } from './backoffice/sites/site-create';
import { siteProviders, siteSetProvider } from './backoffice/sites/site-providers';
import { siteDeleteMarquee, siteMarquee, siteSaveMarquee } from './backoffice/sites/site-marquee';
import { siteMenus, siteSaveMenu } from './backoffice/sites/site-menus';
import { siteRewards, siteSetRewards } from './backoffice/sites/site-rewards';
import { siteMissions, siteSaveMission } from './backoffice/sites/site-missions';
import { sitePromotions, siteSavePromotion } from './backoffice/sites/site-promotions';
import { siteSeo, siteSetSeo } from './backoffice/sites/site-seo';
import { siteAnalytics, siteSetAnalytics } from './backoffice/sites/site-analytics';
import { sitePartners, siteSetPartners } from './backoffice/sites/site-partners';
import { siteSetSlides, siteSlides } from './backoffice/sites/site-slides';
import { siteSetSocialAccounts, siteSocialAccounts } from './backoffice/sites/site-social-accounts';
import { siteSetSettings, siteSettings } from './backoffice/sites/site-settings';
import { siteTemplates } from './backoffice/sites/site-templates';
import { siteSetVipLevels, siteVipLevels } from './backoffice/sites/site-vip';
import { staffCreate } from './backoffice/staff-create';
import { staffDisable } from './backoffice/staff-disable';
import { staffEnable } from './backoffice/staff-enable';
import { staffEndSessions } from './backoffice/staff-end-sessions';
import { staffList } from './backoffice/staff-list';
import { staffUpdate } from './backoffice/staff-update';
import { staffVerifyTotp } from './backoffice/verify-totp';
import { bankAdd } from './cashier/bank-add';
import { bankList } from './cashier/bank-list';
import { bankRemove } from './cashier/bank-remove';
import { bankSetDefault } from './cashier/bank-set-default';
import { depositCreate } from './cashier/deposit-create';
import { depositStatus } from './cashier/deposit-status';
import { paymentMethods } from './cashier/payment-methods';
import { statement, statementCsv } from './cashier/statement';
import { cashierTransactions } from './cashier/transactions';
import { withdrawalCancel } from './cashier/withdrawal-cancel';
import { withdrawalCreate } from './cashier/withdrawal-create';
import { withdrawalSummary } from './cashier/withdrawal-summary';
import { bts } from './content/bts';
import { adsVisit } from './content/adsvisit';
import { getAnalytics } from './content/get-analytics';
import { partners } from './content/partners';
import { siteInfoDetail } from './content/siteinfodetail';
import { socialAccount } from './content/social-account';
import { topWinners } from './content/top10winner-withdrawal';
import { forgotPassword } from './auth/forgot-password';
import { login } from './auth/login';
import { loginTac } from './auth/login-tac';
import { logout } from './auth/logout';
import { logoutAll } from './auth/logout-all';
import { resetPassword } from './auth/reset-password';
import { signup } from './auth/signup';
import { requestLoginTac } from './auth/tac-request-login';
import { requestRegisterTac } from './auth/tac-request-register';
import { verifyTac } from './auth/tac-verify';
import { updatePassword } from './auth/update-password';
import { favAdd } from './favourites/fav-add';
import { favList } from './favourites/fav-list';
import { favRemove } from './favourites/fav-remove';
import { getGames } from './games/get-games';
import { getHotGames } from './games/get-hot-games';
import { fetchAnnouncement } from './home/fetch-announcement';
import { fetchSlide } from './home/fetch-slide';
import { fetchTransactions } from './home/fetch-transactions';
import { marquee } from './home/marquee';
import { referral } from './home/referral';
import { claimInbox } from './inbox/claim-inbox';
import { getInbox } from './inbox/get-inbox';
import { readInbox } from './inbox/read-inbox';
import { checkStatus } from './profile/check-status';
import { exclude } from './protection/exclude';
import { fairnessRotate } from './rewards/fairness-rotate';
import { leaderboard } from './rewards/leaderboard';
import { minigameDice } from './rewards/minigame-dice';
import { minigameOverview } from './rewards/minigame-overview';
import { minigameRounds } from './rewards/minigame-rounds';
import { minigameSpin } from './rewards/minigame-spin';
import { missionClaim, missionList } from './rewards/missions';
import { promotionForfeit, promotionList, promotionOptIn } from './rewards/promotions';
import { referralOverview } from './rewards/referral';
import { protectionLimits } from './protection/limits';
import { sessionStatus } from './protection/session-status';
import { setLimit } from './protection/set-limit';
import { setSession } from './protection/set-session';
import { logoutOthers } from './security/logout-others';
import { logoutSession } from './security/logout-session';
import { securityOverview } from './security/overview';
import { setCodeLogin } from './security/set-code-login';
import { profileUpdate } from './profile/profile-update';
import { seo } from './site/seo';
import { startup } from './site/startup';
import { matchList } from './sportsbook/match-list';
import { betHistory } from './play/bet-history';
import { launchDemo } from './play/launch-demo';
import { launchGame } from './play/launch-game';
import { roundDetail } from './play/round-detail';
import { publicOdds } from './sportsbook/public-odds';
import { placeBet } from './sportsbook/place-bet';
import { sportsBets } from './sportsbook/sports-bets';
import { cashOut } from './sportsbook/cash-out';
import { vip } from './vip/vip';
import { vipBeforeLogin } from './vip/vip-before-login';
import { getBalance } from './wallet/get-balance';

/**
 * Every call of the platform API by name, in the order the call table lists them. A call is added in its
 * own file and here; the platform must serve it (a test fails otherwise) and the client's table and types
 * follow from it.
 */
export const CALLS = {
  startup,
  seo,
  login,
  loginTac,
  signup,
  forgotPassword,
  resetPassword,
  verifyTac,
  requestRegisterTac,
  requestLoginTac,
  vipBeforeLogin,
  getBalance,
  vip,
  updatePassword,
  logout,
  logoutAll,
  favList,
  favAdd,
  favRemove,
  getHotGames,
  getGames,
  profileUpdate,
  socialAccount,
  getInbox,
  claimInbox,
  readInbox,
  checkStatus,
  topWinners,
  siteInfoDetail,
  getAnalytics,
  adsVisit,
  partners,
  bts,
  fetchTransactions,
  fetchSlide,
  fetchAnnouncement,
  marquee,
  referral,
  publicOdds,
  matchList,
  placeBet,
  sportsBets,
  cashOut,
  launchGame,
  launchDemo,
  betHistory,
  roundDetail,
  paymentMethods,
  depositCreate,
  depositStatus,
  withdrawalSummary,
  withdrawalCreate,
  withdrawalCancel,
  bankList,
  bankAdd,
  bankSetDefault,
  bankRemove,
  statement,
  statementCsv,
  cashierTransactions,
  protectionLimits,
  setLimit,
  setSession,
  exclude,
  sessionStatus,
  securityOverview,
  logoutSession,
  logoutOthers,
  setCodeLogin,
  minigameOverview,
  minigameSpin,
  minigameDice,
  minigameRounds,
  fairnessRotate,
  missionList,
  missionClaim,
  leaderboard,
  referralOverview,
  promotionList,
  promotionOptIn,
  promotionForfeit,
  // The back office: staff calls under backoffice/, apart from the players' (tag backoffice).
  staffSignIn,
  staffVerifyTotp,
  staffConfirmEnrolment,
  staffSignOut,
  staffMe,
  staffChangePassword,
  staffList,
  staffCreate,
  staffUpdate,
  staffDisable,
  staffEnable,
  staffEndSessions,
  auditList,
  backofficeSites,
  siteTemplates,
  siteCreate,
  siteProviders,
  siteSetProvider,
  siteCmsPages,
  siteCmsPage,
  siteSetCmsPage,
  siteCmsPreview,
  siteSeo,
  siteSetSeo,
  siteAnnouncements,
  siteSaveAnnouncement,
  siteDeleteAnnouncement,
  siteMarquee,
  siteSaveMarquee,
  siteDeleteMarquee,
  siteMenus,
  siteSaveMenu,
  siteMissions,
  siteSaveMission,
  sitePromotions,
  siteSavePromotion,
  siteSlides,
  siteSetSlides,
  sitePartners,
  siteSetPartners,
  siteSocialAccounts,
  siteSetSocialAccounts,
  siteAnalytics,
  siteSetAnalytics,
  siteSettings,
  siteSetSettings,
  siteRewards,
  siteSetRewards,
  siteVipLevels,
  siteSetVipLevels,
  backofficePlayersSearch,
  backofficePlayerGet,
  backofficePlayerLedger,
  backofficePlayerAdjust,
  backofficePlayerSetStatus,
  backofficePlayerEndSessions,
  backofficePlayerSendMessage,
  backofficePlayerSetLimit,
  backofficePlayerRounds,
  backofficePlayerBets,
  backofficePlayerCashier,
  backofficePlayerNotes,
  backofficePlayerAddNote,
  dailyReport,
  gamesReport,
  backofficeWithdrawals,
  backofficeApproveWithdrawal,
  backofficeRejectWithdrawal,
  backofficeFourEyesThresholds,
  backofficeSetFourEyesThreshold,
  backofficeDeposits,
  backofficeFlaggedPayments,
  backofficeOpenRounds,
  backofficeCloseRound,
  backofficePaymentSettings,
  backofficeSetPaymentSettings,
} as const;

export type ContractCalls = typeof CALLS;
export type ContractCall = ContractCalls[keyof ContractCalls];

/** Every call, as a list. */
export const CONTRACT_CALLS: readonly ContractCall[] = Object.values(CALLS);
