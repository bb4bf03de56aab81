/** The spec's messages for a dialog input that does not validate (section 5). */
export const INVALID_EMAIL_MESSAGE = 'Invalid email address';
export const INVALID_URL_MESSAGE = 'Invalid URL';

export type DialogInputType = 'email' | 'url';

// The WHATWG form rule for e-mail addresses, with at least one dot in the domain (a@localhost is refused).
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

// http:// or https://, then a host of dot-separated labels ending in a top-level domain of letters (or
// localhost), an optional port, and an optional path, query and fragment without spaces.
const HTTP_URL_PATTERN =
  /^https?:\/\/(?:[^\s/?#@]+@)?(?:localhost|(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63})(?::\d{1,5})?(?:[/?#]\S*)?$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isValidHttpUrl(value: string): boolean {
  return HTTP_URL_PATTERN.test(value.trim());
}

/** The message to show for `value` in a dialog input of `type`, or null when it is valid. */
export function dialogInputError(type: DialogInputType, value: string): string | null {
  if (type === 'email') return isValidEmail(value) ? null : INVALID_EMAIL_MESSAGE;
  return isValidHttpUrl(value) ? null : INVALID_URL_MESSAGE;
}
