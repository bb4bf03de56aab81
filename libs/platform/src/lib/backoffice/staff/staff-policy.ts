/**
 * The back office's numbers: stricter than the players' (players/auth/security-policy.ts), as a staff
 * session reaches every player of the staff member's sites. One place, so the tests and the docs agree.
 */
export const STAFF_POLICY = {
  session: {
    /** A staff session unused this long is over. */
    idleSeconds: 15 * 60,
    /** A staff session is over this long after sign-in, used or not. */
    absoluteSeconds: 8 * 60 * 60,
    /** last_seen_at is written at most this often. */
    touchEverySeconds: 60,
  },
  /** Live sessions one staff member may hold; a new sign-in beyond it ends the oldest. */
  maxSessions: 5,
  /** The password step's challenge: how long the code step may take, and how many codes it may try. */
  challenge: { validSeconds: 5 * 60, maxAttempts: 5 },
  totp: {
    /** The authenticator apps' step. */
    periodSeconds: 30,
    /** A code of the step before or after is accepted too (clocks drift); each step is accepted once. */
    toleranceSeconds: 30,
    /** 20 random bytes: the secret length authenticator apps expect (RFC 4226 asks for 16 at least). */
    secretBytes: 20,
  },
  /** The name authenticator apps show beside the code. */
  issuer: 'White-label back office',
  /** Characters of an initial password the platform makes (base64url of 15 random bytes: 120 bits). */
  initialPasswordBytes: 15,
} as const;

/** The staff session cookie: its own name, so it is never a player's token and never read as one. */
export const STAFF_COOKIE = 'wl_staff';
