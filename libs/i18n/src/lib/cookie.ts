import { toLanguageCode, type LanguageCode } from './languages';

/** The cookie that remembers the player's language (spec section 4). */
export const LOCALE_COOKIE = 'i18n_redirected';
/** 365 days, in seconds. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** What the helpers need of a Document: its cookie, and its location to decide on `Secure`. */
export type CookieDocument = Pick<Document, 'cookie'> & {
  readonly location?: Pick<Location, 'protocol'> | null;
};

/** The value of a cookie in a `document.cookie` string, or null when it is absent. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** The language the player chose before, if the cookie holds a catalogue code. */
export function readLocaleCookie(doc: Pick<Document, 'cookie'>): LanguageCode | null {
  return toLanguageCode(readCookie(doc.cookie, LOCALE_COOKIE));
}

/** The Set-Cookie style string that stores a language for 365 days on the whole site. */
export function localeCookie(code: LanguageCode, secure = false): string {
  const attributes = [
    `Max-Age=${LOCALE_COOKIE_MAX_AGE}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  return [`${LOCALE_COOKIE}=${encodeURIComponent(code)}`, ...attributes].join('; ');
}

/** Remembers a language: 365 days, path /, SameSite=Lax, and Secure when the page is served over HTTPS. */
export function writeLocaleCookie(doc: CookieDocument, code: LanguageCode): void {
  doc.cookie = localeCookie(code, doc.location?.protocol === 'https:');
}
