/**
 * The platform's rules for a new password (libs/platform players/auth/account-rules.ts: checkNewPassword,
 * and update_password's samePassword), shown as a checklist before anything is sent. The platform also
 * refuses common and breached passwords: that list is too large for the browser, so the checklist names
 * the rule and the platform checks it on saving (weakPassword).
 */
export const PASSWORD_RULES = {
  /** Characters as the player sees them (code points): a password of emoji counts each emoji once. */
  min: 8,
  max: 256,
} as const;

/** One line of the checklist. `common` is the platform's to check: it is never ticked before saving. */
export type PasswordRule = 'length' | 'notUsername' | 'notCurrent' | 'common';

export interface RuleCheck {
  rule: PasswordRule;
  /** Met by what is typed now; null for the rule only the platform can check. */
  met: boolean | null;
}

/** How the platform compares a password with the username. */
const comparable = (text: string): string => text.normalize('NFKC').trim().toLowerCase();

/** The checklist of a new password, ticking as the player types. */
export function passwordChecks(
  password: string,
  { username, current }: { username: string; current: string },
): RuleCheck[] {
  const length = [...password].length;
  return [
    { rule: 'length', met: length >= PASSWORD_RULES.min && length <= PASSWORD_RULES.max },
    { rule: 'notUsername', met: password.length > 0 && comparable(password) !== comparable(username) },
    { rule: 'notCurrent', met: password.length > 0 && password !== current },
    { rule: 'common', met: null },
  ];
}
