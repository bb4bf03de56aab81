/** The numbers of the security baseline (DESIGN.md 8); one place so the tests and the docs agree. */
export const SECURITY_POLICY = {
  session: {
    /** A session unused this long is over. */
    idleSeconds: 30 * 60,
    /** A session is over this long after login, used or not. */
    absoluteSeconds: 12 * 60 * 60,
    /** last_seen_at is written at most this often, so a busy player does not write on every call. */
    touchEverySeconds: 60,
  },
  code: {
    validSeconds: 5 * 60,
    maxAttempts: 5,
    /** A new code of the same purpose is sent at most this often. */
    resendAfterSeconds: 60,
  },
  /**
   * Wrong passwords and codes slow down the one client that makes them, never the account for everyone:
   * a stranger's failures from another address cannot keep the owner out (ASVS 6.3.1).
   */
  loginThrottle: {
    /** Failures for one account from one address before the first delay. */
    freeFailures: 5,
    /** The first delay; every further failure doubles it, up to maxDelaySeconds. */
    firstDelaySeconds: 30,
    maxDelaySeconds: 15 * 60,
    /** Failures are forgotten this long after the last one (and at once after a success). */
    forgetAfterSeconds: 60 * 60,
  },
  /** Sign-in attempts are kept this long for the player's security page, then purged. */
  signInAttemptsKeptDays: 90,
  /** Live sessions a player may hold; a new sign-in beyond it ends the oldest. */
  maxSessionsPerPlayer: 10,
  /** Accounts one phone number may hold on one site. */
  maxAccountsPerPhone: 3,
  /**
   * Calls per window, counted in the database by the subjects named (`address` the client address,
   * `accountAddress` one account from one address, `accountPhone` one account with a phone that does or
   * does not match, `phone` one phone number for one kind of code, `site` the whole site).
   */
  rateLimits: {
    // Generous per address: many players share one address behind a carrier's NAT.
    login: { address: { limit: 100, windowSeconds: 5 * 60 } },
    /** Asking for a login or verification code, and checking one. */
    code: {
      accountAddress: { limit: 10, windowSeconds: 60 * 60 },
      address: { limit: 60, windowSeconds: 10 * 60 },
    },
    /** Asking for a password reset: a wrong phone never uses up the right phone's budget. */
    reset: {
      accountPhone: { limit: 10, windowSeconds: 60 * 60 },
      address: { limit: 60, windowSeconds: 10 * 60 },
    },
    /** Every text message sent, whatever asked for it: one phone is not bombed, one site not drained. */
    sms: {
      phone: { limit: 5, windowSeconds: 60 * 60 },
      site: { limit: 1000, windowSeconds: 60 * 60 },
    },
    signup: { address: { limit: 30, windowSeconds: 10 * 60 } },
    /** The unauthenticated ad-visit beacon. */
    adsVisit: { address: { limit: 30, windowSeconds: 60 } },
    /** The back office's two sign-in steps (password, then code), whatever the account: staff are few. */
    staffSignIn: { address: { limit: 30, windowSeconds: 10 * 60 } },
  },
} as const;

export type RateLimitedAction = keyof typeof SECURITY_POLICY.rateLimits;

/** What a rate limit counts by. */
export type RateLimitSubject = 'address' | 'accountAddress' | 'accountPhone' | 'phone' | 'site';
