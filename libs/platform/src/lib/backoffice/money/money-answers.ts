import type { AnswerInputOf, ContractCalls } from '@wl/contract';
import { currencyDigits } from '@wl/money';
import type { ListedDepositView } from './deposit-list';
import type { FlaggedPaymentView } from './flagged-payments';
import type { FourEyesView } from './four-eyes';
import type { OpenRoundView } from './open-rounds';
import type { QueuedWithdrawalView } from './withdrawal-queue';

type Withdrawal = AnswerInputOf<ContractCalls['backofficeWithdrawals']>['value'][number];
type Deposit = AnswerInputOf<ContractCalls['backofficeDeposits']>['value'][number];
type Flagged = AnswerInputOf<ContractCalls['backofficeFlaggedPayments']>['value'][number];
type OpenRound = AnswerInputOf<ContractCalls['backofficeOpenRounds']>['value'][number];
type Threshold = AnswerInputOf<ContractCalls['backofficeSetFourEyesThreshold']>['threshold'];

// The money records as the wire carries them (snake_case, minor units, ISO 8601 dates).

export function withdrawalAnswer(view: QueuedWithdrawalView): Withdrawal {
  const { row } = view;
  return {
    withdrawal_id: row.publicId,
    site_id: row.siteId,
    site_key: view.siteKey,
    account_id: view.accountId,
    amount_minor: row.amountMinor,
    fee_minor: row.feeMinor,
    currency: row.currency,
    digits: currencyDigits(row.currency),
    method_name: row.methodName,
    state: row.state as Withdrawal['state'],
    reason: row.reason,
    requested_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    approvals: view.approvals.map((approval) => ({
      staff_id: approval.staffId,
      staff_email: approval.staffEmail,
      at: approval.at.toISOString(),
    })),
    needs_second_approver: view.needsSecondApprover,
  };
}

export function depositAnswer(view: ListedDepositView): Deposit {
  const { row } = view;
  return {
    deposit_id: row.publicId,
    site_id: row.siteId,
    site_key: view.siteKey,
    account_id: view.accountId,
    amount_minor: row.amountMinor,
    fee_minor: row.feeMinor,
    currency: row.currency,
    digits: currencyDigits(row.currency),
    method_name: row.methodName,
    state: row.state as Deposit['state'],
    psp_payment_id: row.pspPaymentId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function thresholdAnswer(view: FourEyesView): Threshold {
  return {
    site_id: view.siteId,
    site_key: view.siteKey,
    currency: view.currency,
    digits: currencyDigits(view.currency),
    threshold_minor: view.thresholdMinor,
    is_default: view.isDefault,
  };
}

export function flaggedAnswer(view: FlaggedPaymentView): Flagged {
  const { row } = view;
  return {
    notification_id: row.id,
    provider_code: row.providerCode,
    event_id: row.eventId,
    type: row.type,
    reference: row.reference,
    site_id: view.siteId,
    site_key: view.siteKey,
    why: row.flagReason,
    deliveries: row.deliveries,
    received_at: row.receivedAt.toISOString(),
  };
}

export function openRoundAnswer(view: OpenRoundView, now: Date): OpenRound {
  return {
    site_id: view.siteId,
    site_key: view.siteKey,
    account_id: view.accountId,
    provider_code: view.providerCode,
    provider_name: view.providerName,
    round_id: view.roundId,
    game_code: view.gameCode,
    game_name: view.gameName,
    stake_minor: view.stakeMinor,
    currency: view.currency,
    digits: currencyDigits(view.currency),
    started_at: view.startedAt.toISOString(),
    age_minutes: Math.max(0, Math.floor((now.getTime() - view.startedAt.getTime()) / 60_000)),
  };
}
