export { backofficeWithdrawals } from './withdrawals-list';
export { backofficeApproveWithdrawal } from './approve-withdrawal';
export { backofficeRejectWithdrawal } from './reject-withdrawal';
export { backofficeFourEyesThresholds, backofficeSetFourEyesThreshold } from './four-eyes-threshold';
export { backofficeDeposits } from './deposits-list';
export { backofficeFlaggedPayments } from './flagged-payments';
export {
  backofficeCloseRound,
  backofficeOpenRounds,
  DEFAULT_OPEN_ROUND_AGE_MINUTES,
  MAX_OPEN_ROUND_AGE_MINUTES,
  MIN_OPEN_ROUND_AGE_MINUTES,
} from './open-rounds';
export {
  backofficePaymentSettings,
  backofficeSetPaymentSettings,
  MAX_METHOD_AMOUNT_MINOR,
} from './payment-settings';
export {
  DEPOSIT_STATES,
  MAX_FOUR_EYES_THRESHOLD_MINOR,
  MAX_MONEY_PAGE_SIZE,
  MAX_REJECT_REASON_LENGTH,
  WITHDRAWAL_STATES,
} from './money-entities';
