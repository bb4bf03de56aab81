/**
 * Where a sign-up came from. A referral link is the site's address with the referrer's code, for example
 * https://casino1.example/register?ref=CODE (or /?ref=CODE: the code is kept while the visitor browses);
 * an affiliate or campaign link carries aff and ch, cm, pp. The long names the platform uses are accepted
 * too (referrer_code, affiliate_code).
 */
export const REFERRAL_QUERY_PARAMS = ['ref', 'referrer_code'] as const;
export const AFFILIATE_QUERY_PARAMS = ['aff', 'affiliate_code'] as const;
/** Channel, campaign and placement of the visit. */
export const CAMPAIGN_QUERY_PARAMS = ['ch', 'cm', 'pp'] as const;

/** Local storage key of the last link that carried any of those parameters. */
export const SIGNUP_LINK_STORAGE_KEY = 'wl.signupLink';
/** Local storage key of the visitor's random id (sent with the sign-up as visitor_id). */
export const VISITOR_ID_STORAGE_KEY = 'wl.visitorId';
/** A link is remembered for 30 days; a newer link replaces it. */
export const SIGNUP_LINK_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The platform keeps at most 200 characters of each of these fields. */
export const MAX_SIGNUP_VALUE_LENGTH = 200;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What a link says about the sign-up, in the platform's field names. */
export interface SignupLink {
  referrer_code?: string;
  affiliate_code?: string;
  ch?: string;
  cm?: string;
  pp?: string;
}

export const SIGNUP_LINK_FIELDS = ['referrer_code', 'affiliate_code', 'ch', 'cm', 'pp'] as const;

function firstParam(params: URLSearchParams, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) return value.slice(0, MAX_SIGNUP_VALUE_LENGTH);
  }
  return undefined;
}

/** The referral, affiliate and campaign parameters of a query string; empty when it has none. */
export function signupLinkOf(search: string): SignupLink {
  const params = new URLSearchParams(search);
  const link: SignupLink = {
    referrer_code: firstParam(params, REFERRAL_QUERY_PARAMS),
    affiliate_code: firstParam(params, AFFILIATE_QUERY_PARAMS),
    ch: firstParam(params, ['ch']),
    cm: firstParam(params, ['cm']),
    pp: firstParam(params, ['pp']),
  };
  return withoutEmpty(link);
}

export function withoutEmpty(link: SignupLink): SignupLink {
  const result: SignupLink = {};
  for (const field of SIGNUP_LINK_FIELDS) {
    const value = link[field];
    if (typeof value === 'string' && value) result[field] = value.slice(0, MAX_SIGNUP_VALUE_LENGTH);
  }
  return result;
}

export const isEmptyLink = (link: SignupLink): boolean => Object.keys(link).length === 0;

/** Keeps the parameters of a link that has any (a newer link replaces the one kept). */
export function rememberSignupLink(search: string, storage: KeyValueStorage | null, now: number): void {
  const link = signupLinkOf(search);
  if (isEmptyLink(link) || !storage) return;
  try {
    storage.setItem(SIGNUP_LINK_STORAGE_KEY, JSON.stringify({ ...link, saved_at: now }));
  } catch {
    // No storage (private mode): the link counts only while its page is open.
  }
}
