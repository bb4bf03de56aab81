import type { TFunction } from 'i18next';
import type { PaymentMethod } from '@wl/api';
import type { MinorUnits } from '@wl/money';
import type { AmountIssue } from './amount-check';
import type { TransactionState } from './shown';

/*
 * Texts the cashier's screens share, each key written out in full (`cashier:...`) so the message checks
 * see it used.
 */

/** The platform's error key in the player's language; a key it does not know is an unexpected error. */
export const errorText = (t: TFunction, key: string): string =>
  t(`errors:${key}`, { defaultValue: t('errors:unknownError') });

export function kindLabel(t: TFunction, kind: PaymentMethod['kind']): string {
  switch (kind) {
    case 'bank_transfer':
      return t('cashier:kindBankTransfer');
    case 'ewallet':
      return t('cashier:kindEwallet');
    case 'card':
      return t('cashier:kindCard');
  }
}

/** A state's name; one this client does not know yet is shown as the platform wrote it. */
export function stateLabel(t: TFunction, state: string): string {
  switch (state) {
    case 'created':
      return t('cashier:stateCreated');
    case 'pending':
      return t('cashier:statePending');
    case 'approved':
      return t('cashier:stateApproved');
    case 'completed':
      return t('cashier:stateCompleted');
    case 'paid':
      return t('cashier:statePaid');
    case 'failed':
      return t('cashier:stateFailed');
    case 'expired':
      return t('cashier:stateExpired');
    case 'cancelled':
      return t('cashier:stateCancelled');
    case 'rejected':
      return t('cashier:stateRejected');
    default:
      return state;
  }
}

/** How a state's badge looks: money arrived, on its way, or nothing moved. */
export function stateTone(state: TransactionState): 'done' | 'waiting' | 'stopped' {
  if (state === 'completed' || state === 'paid') return 'done';
  if (state === 'created' || state === 'pending' || state === 'approved') return 'waiting';
  return 'stopped';
}

/** What the amount problem says, with the limits it is about written as money. */
export function amountIssueText(
  t: TFunction,
  issue: AmountIssue,
  limits: { min: MinorUnits; max: MinorUnits; available?: MinorUnits; decimals: number },
  money: (minor: MinorUnits) => string,
): string {
  switch (issue) {
    case 'required':
      return t('cashier:amountRequired');
    case 'format':
      return t('cashier:amountFormat');
    case 'decimals':
      return limits.decimals === 0
        ? t('cashier:amountWhole')
        : t('cashier:amountDecimals', { digits: limits.decimals });
    case 'belowMin':
      return t('cashier:amountMin', { amount: money(limits.min) });
    case 'aboveMax':
      return t('cashier:amountMax', { amount: money(limits.max) });
    case 'aboveAvailable':
      return t('cashier:amountAvailable', { amount: money(limits.available ?? 0) });
    case 'feeTakesAll':
      return t('cashier:feeTakesAll');
  }
}

/**
 * A note of a state change as a sentence: the platform passes some on as the PSP wrote them
 * (card_declined), which reads as "Card declined".
 */
export function noteText(note: string): string {
  const text = /^[a-z]+(_[a-z]+)+$/.test(note.trim()) ? note.trim().replace(/_/g, ' ') : note;
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
