/**
 * The demo card network: the form's checks and what each test number does (docs/payment-protocol.md,
 * "The hosted page"). A number that is not a well-formed card number (too short, bad check digit) is a
 * mistake the player can correct on the form; a well-formed number that is not a test number is
 * declined as unknown and ends the payment.
 */

export const TEST_CARDS = [
  { number: '4242424242424242', outcome: 'succeed', label: 'Succeeds' },
  { number: '4000000000000002', outcome: 'decline', label: 'Is declined' },
  { number: '4000000000003220', outcome: 'confirm', label: 'Asks for a confirmation code' },
] as const;

/** The one-time code the demo issuer accepts on the confirmation step. */
export const CONFIRMATION_CODE = '123456';
/** Wrong codes after which the confirmation fails (and so the payment). */
export const MAX_WRONG_CODES = 3;

export type CardOutcome = 'succeed' | 'decline' | 'confirm' | 'unknown';
export type CardField = 'number' | 'expiry' | 'cvc' | 'name';

export type CardCheck =
  | { ok: false; errors: Partial<Record<CardField, string>> }
  | { ok: true; outcome: CardOutcome; card: { brand: string; last4: string } };

/** The Luhn check digit test every card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  return 'Card';
}

/** `MM/YY`, `MM / YY`, `MMYY` or `MM/YYYY` → month and full year; undefined when not a date. */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = Number(match[2]) + ((match[2] as string).length === 2 ? 2000 : 0);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

export interface CardForm {
  number?: string;
  expiry?: string;
  cvc?: string;
  name?: string;
}

export function checkCardForm(form: CardForm, now: Date): CardCheck {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = (form.number ?? '').replace(/[\s-]/g, '');
  if (digits === '') errors.number = 'Enter your card number.';
  else if (!/^\d+$/.test(digits)) errors.number = 'Your card number can only contain digits.';
  else if (digits.length < 12 || digits.length > 19) errors.number = 'Your card number is incomplete.';
  else if (!luhnValid(digits)) errors.number = 'Your card number is invalid.';

  const expiry = parseExpiry(form.expiry ?? '');
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (!form.expiry?.trim()) errors.expiry = 'Enter the expiry date.';
  else if (!expiry) errors.expiry = 'Enter the expiry date as MM / YY.';
  else if (expiry.year * 12 + expiry.month - 1 < thisMonth) errors.expiry = 'Your card has expired.';
  else if (expiry.year > now.getUTCFullYear() + 20) errors.expiry = 'Your card’s expiry year is invalid.';

  const brand = cardBrand(digits);
  const cvcLength = brand === 'American Express' ? 4 : 3;
  const cvc = (form.cvc ?? '').trim();
  if (cvc === '') errors.cvc = 'Enter the security code.';
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc)) {
    errors.cvc = `The security code is the ${cvcLength} digits on your card.`;
  }

  const name = (form.name ?? '').trim();
  if (name === '') errors.name = 'Enter the name on your card.';
  else if (name.length > 100) errors.name = 'The name is too long.';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const test = TEST_CARDS.find((card) => card.number === digits);
  return { ok: true, outcome: test?.outcome ?? 'unknown', card: { brand, last4: digits.slice(-4) } };
}
