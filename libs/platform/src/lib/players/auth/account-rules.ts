import { playerErrors } from '../player-errors';
import { normaliseAccountId } from '../player-records';
import { comparable, isCommonPassword } from './common-passwords';

/**
 * The rules a new account's fields follow. Each failure has its own message key, so the front end can
 * tell the player what to fix.
 */
export const ACCOUNT_RULES = {
  /** A letter, then letters, digits or underscores; 4 to 20 in all. */
  accountId: /^[a-z][a-z0-9_]{3,19}$/,
  /** Characters (code points), so a password of emoji is counted as the player sees it. */
  passwordMinLength: 8,
  /** The contract's own limit: any longer is refused as invalidRequest before this rule runs. */
  passwordMaxLength: 256,
  nameMaxLength: 100,
  emailMaxLength: 254,
};

export function checkAccountId(accountId: string): string {
  const normalised = normaliseAccountId(accountId);
  if (!ACCOUNT_RULES.accountId.test(normalised)) throw playerErrors.invalidAccountId();
  return normalised;
}

/**
 * 8 to 256 characters, not the account id, not a common or breached password (ASVS 6.2). No rules on
 * what kinds of characters: a long passphrase of plain words is a good password.
 */
export function checkNewPassword(password: string, accountId: string): string {
  const length = [...password].length;
  const strong =
    length >= ACCOUNT_RULES.passwordMinLength &&
    length <= ACCOUNT_RULES.passwordMaxLength &&
    comparable(password) !== accountId &&
    !isCommonPassword(password);
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

/**
 * The local part: letters, digits and the symbols of ordinary addresses, dot-separated. Quotes, angle
 * brackets, backticks, spaces and a second @ are refused, so a stored address is never markup.
 */
const EMAIL_LOCAL = /^[\p{L}\p{M}\p{N}!#$%&*+/=?^_{|}~-]+(\.[\p{L}\p{M}\p{N}!#$%&*+/=?^_{|}~-]+)*$/u;
/** A domain label: letters and digits, hyphens inside; the last label (two or more) ends the domain. */
const EMAIL_LABEL = /^[\p{L}\p{M}\p{N}]([\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?$/u;
const EMAIL_TOP_LABEL = /^(\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/u;

function isEmailAddress(address: string): boolean {
  const parts = address.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  const labels = domain.toLowerCase().split('.');
  return (
    local.length <= 64 &&
    EMAIL_LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => EMAIL_LABEL.test(label)) &&
    EMAIL_TOP_LABEL.test(labels[labels.length - 1] ?? '')
  );
}

/** Empty means "no e-mail address"; anything else must be one (see isEmailAddress). */
export function checkEmail(email: string): string {
  const trimmed = email.trim();
  if (trimmed === '') return '';
  const valid = trimmed.length <= ACCOUNT_RULES.emailMaxLength && isEmailAddress(trimmed);
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
