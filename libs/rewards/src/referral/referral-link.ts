/**
 * The sign-up page and the query parameter that carry a referral code: a visitor who opens
 * `/register?ref=CODE` gets the sign-up form with the code filled in (@wl/auth reads `ref` from the
 * page's query, and the shell keeps it for 30 days should the visitor browse first). No language prefix:
 * the friend's site opens in the friend's language, not the referrer's.
 */
const SIGNUP_PATH = '/register';
const REFERRAL_PARAM = 'ref';

/** The referral link on this site: https://casino1.example/register?ref=CODE. */
export function referralLink(origin: string, code: string): string {
  const query = new URLSearchParams({ [REFERRAL_PARAM]: code });
  return `${origin.replace(/\/+$/, '')}${SIGNUP_PATH}?${query.toString()}`;
}
