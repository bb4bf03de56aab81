import { ACCOUNT_FIELD_RULES as RULES, type FieldProblem } from './field-rules';
import { TAC_LENGTH } from './tac';

const USERNAME = new RegExp(`^[a-z][a-z0-9_]{${RULES.usernameMin - 1},${RULES.usernameMax - 1}}$`);
const PHONE = new RegExp(`^\\+?\\d{${RULES.phoneMinDigits},${RULES.phoneMaxDigits}}$`);
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const REFERRAL_CODE = new RegExp(
  `^[A-Za-z0-9][A-Za-z0-9_-]{${RULES.referralCodeMin - 1},${RULES.referralCodeMax - 1}}$`,
);
const TAC = new RegExp(`^\\d{${TAC_LENGTH}}$`);

/** Usernames are compared in lower case, without the spaces around them. */
export const normaliseUsername = (value: string): string => value.trim().toLowerCase();

export function usernameProblem(value: string): FieldProblem | undefined {
  const username = normaliseUsername(value);
  if (!username) return 'required';
  return USERNAME.test(username) ? undefined : 'usernameRule';
}

/** 8 to 128 characters, with a letter and a digit, and not the username itself. */
export function passwordProblem(password: string, username: string): FieldProblem | undefined {
  if (!password) return 'required';
  if (password.length < RULES.passwordMin) return 'passwordTooShort';
  if (password.length > RULES.passwordMax) return 'maxLength';
  const name = normaliseUsername(username);
  if (name && password.trim().toLowerCase() === name) return 'passwordIsUsername';
  return undefined;
}

export function confirmationProblem(confirmation: string, password: string): FieldProblem | undefined {
  if (!confirmation) return 'required';
  return confirmation === password ? undefined : 'passwordMismatch';
}

/** The phone as the platform keeps it: spaces, dashes, dots and brackets dropped; undefined if invalid. */
export function normalisePhone(value: string): string | undefined {
  const compact = value.trim().replace(/[\s\-().]/g, '');
  return PHONE.test(compact) ? compact : undefined;
}

export function phoneProblem(value: string): FieldProblem | undefined {
  if (!value.trim()) return 'required';
  return normalisePhone(value) ? undefined : 'invalidPhone';
}

/** The e-mail address is optional; a given one must look like an address. */
export function emailProblem(value: string): FieldProblem | undefined {
  const email = value.trim();
  if (!email) return undefined;
  return email.length <= RULES.emailMax && EMAIL.test(email) ? undefined : 'invalidEmail';
}

/** The referral code is optional. */
export function referralCodeProblem(value: string): FieldProblem | undefined {
  const code = value.trim();
  if (!code) return undefined;
  return REFERRAL_CODE.test(code) ? undefined : 'invalidReferralCode';
}

export function tacProblem(value: string): FieldProblem | undefined {
  if (!value) return 'required';
  return TAC.test(value) ? undefined : 'tacFormat';
}

/** Keeps the digits of a typed code, at most TAC_LENGTH of them. */
export const tacDigits = (value: string): string => value.replace(/\D/g, '').slice(0, TAC_LENGTH);
