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
  lockout: {
    /** Consecutive wrong passwords that lock the account. */
    maxFailures: 5,
    lockSeconds: 15 * 60,
  },
  /** Calls per window, counted per account and per client address, in the database. */
  rateLimits: {
    login: {
      perAccount: { limit: 10, windowSeconds: 15 * 60 },
      // Generous: many players share one address behind a carrier's NAT.
      perAddress: { limit: 100, windowSeconds: 5 * 60 },
    },
    code: {
      perAccount: { limit: 10, windowSeconds: 60 * 60 },
      perAddress: { limit: 60, windowSeconds: 10 * 60 },
    },
    signup: {
      perAccount: undefined,
      perAddress: { limit: 30, windowSeconds: 10 * 60 },
    },
  },
} as const;

export type RateLimitedAction = keyof typeof SECURITY_POLICY.rateLimits;
