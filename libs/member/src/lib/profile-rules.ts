/**
 * The platform's rules for the profile's fields (libs/platform players/auth/account-rules.ts:
 * checkFullName, checkEmail), checked in the browser first so the player learns what to fix before
 * anything is sent. The platform checks again and has the last word.
 */
export const PROFILE_RULES = {
  nameMax: 100,
  emailMax: 254,
} as const;

/** A letter first, then letters of any script (with their marks), spaces, apostrophes, full stops, hyphens. */
const NAME = /^\p{L}[\p{L}\p{M} .'-]*$/u;
/** An address without spaces, quotes or angle brackets, with a dotted domain (the platform's is stricter). */
const EMAIL = /^[^\s@"'<>`]+@[^\s@"'<>`.]+(\.[^\s@"'<>`.]+)+$/;

/** What is wrong with a field: `validation` keys (required, maxLength, invalidEmail) or the member's nameRule. */
export type ProfileProblem = 'required' | 'maxLength' | 'nameRule' | 'invalidEmail';

/** The name as it is sent: typographic apostrophes as ', spaces collapsed, none around it. */
export function normaliseName(value: string): string {
  return value
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .trim()
    .replace(/\s+/g, ' ');
}

export function nameProblem(value: string): ProfileProblem | undefined {
  const name = normaliseName(value);
  if (!name) return 'required';
  if ([...name].length > PROFILE_RULES.nameMax) return 'maxLength';
  return NAME.test(name) ? undefined : 'nameRule';
}

/** The e-mail address may be left empty (the platform then keeps none). */
export function emailProblem(value: string): ProfileProblem | undefined {
  const email = value.trim();
  if (!email) return undefined;
  if (email.length > PROFILE_RULES.emailMax) return 'maxLength';
  return EMAIL.test(email) ? undefined : 'invalidEmail';
}
