import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * A listed password followed only by digits and symbols ("Password2024!") is refused too when the
 * listed part has at least this many characters. Shorter listed parts are ordinary short words ("demo",
 * "blue"), and refusing every one of them with a number after it would refuse far too much.
 */
const MIN_LISTED_STEM = 6;

let listed: ReadonlySet<string> | undefined;

/** The passwords most often found in breaches (zxcvbn's common list), lower case; built on first use. */
function commonPasswords(): ReadonlySet<string> {
  listed ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  return listed;
}

/** How a password is compared with the list: as the hasher sees it, trimmed, case ignored. */
export function comparable(password: string): string {
  return password.normalize('NFKC').trim().toLowerCase();
}

/** True for a password on the common list, or one of them (6+ characters) with digits or symbols added. */
export function isCommonPassword(password: string): boolean {
  const candidate = comparable(password);
  const list = commonPasswords();
  if (list.has(candidate)) return true;
  const stem = candidate.replace(/[^\p{L}]+$/u, '');
  return stem !== candidate && [...stem].length >= MIN_LISTED_STEM && list.has(stem);
}
