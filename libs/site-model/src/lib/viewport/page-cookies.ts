/**
 * Cookies the browser's stores write and the site server reads: they decide how a server render lays
 * out the page (and so which cached page a request gets).
 */

/** The device class the browser measured last (spec section 4): mobile, tablet or desktop. */
export const VIEWPORT_COOKIE = 'viewport';

/**
 * "A player may be signed in here" (value 1; no token, nothing personal). The session lives in local
 * storage, which a server never sees: with this cookie the server renders the player's parts of a page
 * as pending rather than as a guest's.
 */
export const MEMBER_HINT_COOKIE = 'wl_member';
