/**
 * The platform's rules for a new account's fields (libs/platform players/auth/account-rules.ts), checked
 * in the browser first so the player learns what to fix before anything is sent.
 */
export const ACCOUNT_FIELD_RULES = {
  /** A letter, then letters, digits or underscores; compared in lower case. */
  usernameMin: 4,
  usernameMax: 20,
  /**
   * Any characters (a passphrase of plain words is a good password), not the username. The platform also
   * refuses common and breached passwords; that list is too large to send to the browser.
   */
  passwordMin: 8,
  passwordMax: 256,
  emailMax: 254,
  /** Digits with an optional leading +, once spaces, dashes, dots and brackets are dropped. */
  phoneMinDigits: 7,
  phoneMaxDigits: 15,
  /** A referral code: letters, digits, _ and -, starting with a letter or digit (a username is one). */
  referralCodeMin: 3,
  referralCodeMax: 32,
} as const;

/**
 * What is wrong with a field; each has its message in the `validation` file (passwordIsUsername:
 * authPasswordIsUsername, maxLength with `max`, tacFormat with `length`).
 */
export type FieldProblem =
  | 'required'
  | 'usernameRule'
  | 'passwordTooShort'
  | 'maxLength'
  | 'passwordIsUsername'
  | 'passwordMismatch'
  | 'invalidPhone'
  | 'invalidEmail'
  | 'invalidReferralCode'
  | 'acceptTerms'
  | 'tacFormat';
