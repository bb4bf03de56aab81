/** Where a refusal of the platform is shown: beside the field it is about, or above the form's button. */
export type ErrorPlace = 'method' | 'amount' | 'account' | 'bank' | 'holder' | 'number' | 'form';

/** A refusal of the platform, by its `errors` key, and where the form shows it. */
export interface ServerError {
  key: string;
  place: ErrorPlace;
}

const PLACES: Readonly<Record<string, ErrorPlace>> = {
  methodUnavailable: 'method',
  invalidAmount: 'amount',
  amountBelowMinimum: 'amount',
  amountAboveMaximum: 'amount',
  notWithdrawable: 'amount',
  bankUnavailable: 'bank',
  holderNameMismatch: 'holder',
  bankAccountInvalid: 'number',
  bankAccountExists: 'number',
};

/**
 * The refusal of a form's request placed by its key. `notFound` is the bank account of a withdrawal
 * (the form's only other thing the platform looks up); anything else is the form's.
 */
export function serverError(key: string, notFound: ErrorPlace = 'form'): ServerError {
  if (key === 'notFound') return { key, place: notFound };
  return { key, place: PLACES[key] ?? 'form' };
}

/** The error shown at `place`, if the last refusal was about it. */
export const errorAt = (error: ServerError | null, place: ErrorPlace): string | null =>
  error?.place === place ? error.key : null;
