import type { TFunction } from 'i18next';
import type { DepositState } from '../../stores/money/deposits-store';
import type { WithdrawalState } from '../../stores/money/withdrawal-queue-store';

/** A withdrawal's state in words (each key written out, so the message check finds it). */
export function withdrawalStateLabel(t: TFunction, state: WithdrawalState): string {
  const labels: Record<WithdrawalState, string> = {
    pending: t('money.state.pending'),
    approved: t('money.state.approved'),
    paid: t('money.state.paid'),
    rejected: t('money.state.rejected'),
    cancelled: t('money.state.cancelled'),
    failed: t('money.state.failed'),
  };
  return labels[state];
}

/** A deposit's state in words. */
export function depositStateLabel(t: TFunction, state: DepositState): string {
  const labels: Record<DepositState, string> = {
    created: t('money.state.created'),
    pending: t('money.state.pending'),
    completed: t('money.state.completed'),
    failed: t('money.state.failed'),
    expired: t('money.state.expired'),
    cancelled: t('money.state.cancelled'),
  };
  return labels[state];
}

/** A moment in the reader's language, to the minute. */
export function formatWhen(iso: string, language: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime())
    ? iso
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}
