export { backofficeWithdrawals } from './withdrawals-list';
export { backofficeApproveWithdrawal } from './approve-withdrawal';
export { backofficeRejectWithdrawal } from './reject-withdrawal';
export { backofficeFourEyesThresholds, backofficeSetFourEyesThreshold } from './four-eyes-threshold';
export { backofficeDeposits } from './deposits-list';
export { backofficeFlaggedPayments } from './flagged-payments';
export {
  DEPOSIT_STATES,
  MAX_FOUR_EYES_THRESHOLD_MINOR,
  MAX_MONEY_PAGE_SIZE,
  MAX_REJECT_REASON_LENGTH,
  WITHDRAWAL_STATES,
} from './money-entities';
