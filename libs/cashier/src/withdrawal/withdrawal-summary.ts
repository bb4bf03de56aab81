import type { WithdrawalSummaryResponse } from '@wl/api';
import { currencyDigits, fromMajor, type MinorUnits } from '@wl/money';

/** How much can be withdrawn now and why, and the withdrawal limits, in minor units of `currency`. */
export interface ShownSummary {
  currency: string;
  balance: MinorUnits;
  held: MinorUnits;
  withdrawable: MinorUnits;
  wageringRequired: MinorUnits;
  wagered: MinorUnits;
  wageringLeft: MinorUnits;
  wageringMultiple: number;
  pending: number;
  maxPending: number;
  today: number;
  maxPerDay: number;
}

export function shownSummary(answer: WithdrawalSummaryResponse, siteCurrency: string): ShownSummary {
  const currency = answer.currency || siteCurrency;
  const digits = currencyDigits(currency);
  const minor = (major: number | undefined) => fromMajor(major ?? 0, digits);
  return {
    currency,
    balance: minor(answer.balance),
    held: minor(answer.held),
    withdrawable: minor(answer.withdrawable),
    wageringRequired: minor(answer.wagering_required),
    wagered: minor(answer.wagered),
    wageringLeft: minor(answer.wagering_left),
    wageringMultiple: answer.wagering_multiple ?? 1,
    pending: answer.pending ?? 0,
    maxPending: answer.max_pending ?? 0,
    today: answer.today ?? 0,
    maxPerDay: answer.max_per_day ?? 0,
  };
}

/** Why no withdrawal can be requested now, if so: too many waiting, today's count reached, nothing to take. */
export type WithdrawalBlock = 'pending' | 'daily' | 'nothing';

export function withdrawalBlock(summary: ShownSummary): WithdrawalBlock | null {
  if (summary.maxPending > 0 && summary.pending >= summary.maxPending) return 'pending';
  if (summary.maxPerDay > 0 && summary.today >= summary.maxPerDay) return 'daily';
  if (summary.withdrawable <= 0) return 'nothing';
  return null;
}
