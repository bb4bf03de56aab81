import type { CallRequest } from '@wl/contract';
import type { ClientAnswer } from './answer-types';
import { send, type ApiTransport } from './transport';

// The back office's money calls: the withdrawal queue and its decisions, the four-eyes threshold, and
// deposits by state. The staff session travels in its cookie.

/** Withdrawals of one state across the staff member's sites, with their approvals so far. */
export const listWithdrawals = (
  client: ApiTransport,
  request: CallRequest<'backoffice/money/withdrawals'>,
): Promise<ClientAnswer<'backoffice/money/withdrawals'>> =>
  send(client, 'backoffice/money/withdrawals', request);

/** Owner, finance: approves a withdrawal (or records the first of two approvals above the threshold). */
export const approveWithdrawal = (
  client: ApiTransport,
  request: CallRequest<'backoffice/money/approve_withdrawal'>,
): Promise<ClientAnswer<'backoffice/money/approve_withdrawal'>> =>
  send(client, 'backoffice/money/approve_withdrawal', request);

/** Owner, finance: rejects a withdrawal with the reason the player reads; the hold returns. */
export const rejectWithdrawal = (
  client: ApiTransport,
  request: CallRequest<'backoffice/money/reject_withdrawal'>,
): Promise<ClientAnswer<'backoffice/money/reject_withdrawal'>> =>
  send(client, 'backoffice/money/reject_withdrawal', request);

/** The four-eyes threshold of each of the staff member's sites. */
export const listFourEyesThresholds = (
  client: ApiTransport,
  request: CallRequest<'backoffice/money/four_eyes_thresholds'>,
): Promise<ClientAnswer<'backoffice/money/four_eyes_thresholds'>> =>
  send(client, 'backoffice/money/four_eyes_thresholds', request);

/** Owner, finance: a site's four-eyes threshold. */
export const setFourEyesThreshold = (
  client: ApiTransport,
  request: CallRequest<'backoffice/money/set_four_eyes_threshold'>,
): Promise<ClientAnswer<'backoffice/money/set_four_eyes_threshold'>> =>
  send(client, 'backoffice/money/set_four_eyes_threshold', request);

/** Deposits of one state across the staff member's sites, newest first. */
export const listDeposits = (
  client: ApiTransport,
  request: CallRequest<'backoffice/money/deposits'>,
): Promise<ClientAnswer<'backoffice/money/deposits'>> => send(client, 'backoffice/money/deposits', request);

/** Flagged PSP notifications of the staff member's sites, newest first. */
export const listFlaggedPayments = (
  client: ApiTransport,
  request: CallRequest<'backoffice/money/flagged_payments'>,
): Promise<ClientAnswer<'backoffice/money/flagged_payments'>> =>
  send(client, 'backoffice/money/flagged_payments', request);

/** Game rounds providers left open (a bet, no result for a while) across the staff member's sites. */
export const listOpenRounds = (
  client: ApiTransport,
  request: CallRequest<'backoffice/money/open_rounds'>,
): Promise<ClientAnswer<'backoffice/money/open_rounds'>> =>
  send(client, 'backoffice/money/open_rounds', request);

/** Owner, finance: closes a round a provider left open, refunding its bets (once, however often sent). */
export const closeOpenRound = (
  client: ApiTransport,
  request: CallRequest<'backoffice/money/close_round'>,
): Promise<ClientAnswer<'backoffice/money/close_round'>> =>
  send(client, 'backoffice/money/close_round', request);

/** A site's payment methods with their limits, and its withdrawal rules. */
export const getPaymentSettings = (
  client: ApiTransport,
  request: CallRequest<'backoffice/money/payment_settings'>,
): Promise<ClientAnswer<'backoffice/money/payment_settings'>> =>
  send(client, 'backoffice/money/payment_settings', request);

/** Owner, finance: a site's methods on or off with their limits, and its withdrawal rules. */
export const setPaymentSettings = (
  client: ApiTransport,
  request: CallRequest<'backoffice/money/set_payment_settings'>,
): Promise<ClientAnswer<'backoffice/money/set_payment_settings'>> =>
  send(client, 'backoffice/money/set_payment_settings', request);
