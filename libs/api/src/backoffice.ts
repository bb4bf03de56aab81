// The back office's entry: its call functions, apart from the package entry so that no player page
// carries them. Only apps/backoffice imports it (lint refuses it elsewhere).
export {
  changeStaffPassword,
  createStaff,
  disableStaff,
  enableStaff,
  endStaffSessions,
  getStaffProfile,
  listAuditLog,
  listBackofficeSites,
  listStaff,
  staffConfirmEnrolment,
  staffSignIn,
  staffSignOut,
  staffVerifyTotp,
  updateStaff,
} from './lib/backoffice';
export { getDailyReport, getGamesReport } from './lib/backoffice-reports';
export {
  approveWithdrawal,
  listDeposits,
  listFlaggedPayments,
  listFourEyesThresholds,
  listWithdrawals,
  rejectWithdrawal,
  setFourEyesThreshold,
} from './lib/backoffice-money';
export {
  adjustPlayerBalance,
  endPlayerSessions,
  getPlayer,
  getPlayerCashier,
  getPlayerLedger,
  getPlayerRounds,
  searchPlayers,
  sendPlayerMessage,
  setPlayerStatus,
} from './lib/backoffice-players';
export {
  createBackofficeSite,
  getSiteCmsPage,
  getSiteSettings,
  listSiteCmsPages,
  listSiteProviders,
  listSiteSeo,
  listSiteTemplates,
  previewCmsHtml,
  setSiteCmsPage,
  setSiteProvider,
  setSiteSeo,
  setSiteSettings,
} from './lib/backoffice-sites';
