import { playerErrors } from '../player-errors';
import { normaliseAccountId } from '../player-records';

/**
 * The rules a new account's fields follow. Each failure has its own message key, so the front end can
 * tell the player what to fix.
 */
export const ACCOUNT_RULES = {
  /** A letter, then letters, digits or underscores; 4 to 20 in all. */
  accountId: /^[a-z][a-z0-9_]{3,19}$/,
  passwordMinLength: 8,
  passwordMaxLength: 128,
  nameMaxLength: 100,
  emailMaxLength: 254,
};

export function checkAccountId(accountId: string): string {
  const normalised = normaliseAccountId(accountId);
  if (!ACCOUNT_RULES.accountId.test(normalised)) throw playerErrors.invalidAccountId();
  return normalised;
}

/** At least 8 characters, with a letter and a digit, and not the account id itself. */
export function checkNewPassword(password: string, accountId: string): string {
  const strong =
    password.length >= ACCOUNT_RULES.passwordMinLength &&
    password.length <= ACCOUNT_RULES.passwordMaxLength &&
    /\p{L}/u.test(password) &&
    /\d/.test(password) &&
    password.trim().toLowerCase() !== accountId;
  if (!strong) throw playerErrors.weakPassword();
  return password;
}

/** Digits with an optional leading +; spaces, dashes, dots and brackets are dropped. */
export function normalisePhone(phone: string): string | undefined {
  const compact = phone.trim().replace(/[\s\-().]/g, '');
  return /^\+?\d{7,15}$/.test(compact) ? compact : undefined;
}

export function checkPhone(phone: string): string {
  const normalised = normalisePhone(phone);
  if (!normalised) throw playerErrors.invalidPhone();
  return normalised;
}

/** The same phone, written with or without the leading +. */
export function samePhone(a: string, b: string): boolean {
  return a.replace(/^\+/, '') === b.replace(/^\+/, '');
}

/** Empty means "no e-mail address"; anything else must look like one. */
export function checkEmail(email: string): string {
  const trimmed = email.trim();
  if (trimmed === '') return '';
  const valid =
    trimmed.length <= ACCOUNT_RULES.emailMaxLength && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(trimmed);
  if (!valid) throw playerErrors.invalidEmail();
  return trimmed;
}

/** Letters and spaces (the spec's letters-only filter), plus the apostrophe, dot and hyphen of real names. */
export function checkFullName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const valid =
    trimmed.length >= 1 &&
    trimmed.length <= ACCOUNT_RULES.nameMaxLength &&
    /^\p{L}[\p{L}\p{M} .'-]*$/u.test(trimmed);
  if (!valid) throw playerErrors.invalidName();
  return trimmed;
}

/** Masks all but the last four digits of a phone number, for answers that say where a code went. */
export function maskPhone(phone: string): string {
  return phone.replace(/\d(?=\d{4})/g, '*');
}
