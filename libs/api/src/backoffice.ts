// The back office's entry: its call functions, apart from the package entry so that no player page
// carries them. Only apps/backoffice imports it (lint refuses it elsewhere).
export {
  createStaff,
  disableStaff,
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
