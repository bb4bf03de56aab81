import type { StaffRole } from '@wl/contract';

/** The roles that read the money lists (the platform checks the same: site managers work on content). */
export const MONEY_READ_ROLES: readonly StaffRole[] = ['owner', 'finance', 'support', 'viewer'];

/** The roles that decide withdrawals and set the four-eyes threshold. */
export const MONEY_DECIDE_ROLES: readonly StaffRole[] = ['owner', 'finance'];

/** An amount in minor units as the reader's language writes it in its currency. */
export function formatMoney(minor: number, digits: number, currency: string, language: string): string {
  const major = minor / 10 ** digits;
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(major);
  } catch {
    // A currency code the browser does not know: the number and the code.
    return `${major.toFixed(digits)} ${currency}`;
  }
}
