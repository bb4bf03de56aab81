import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { referralCodes } from '../../db/schema';

/**
 * The characters of a code: upper-case letters and digits without the look-alikes 0/O and 1/I, so a code
 * read aloud or copied by hand comes out right. 32 of them: a random byte modulo 32 favours none.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 8;

/** How often a code taken on the site already is drawn again (32^8 codes: a second draw is already rare). */
const ATTEMPTS = 10;

/** A new code from crypto random: 8 characters of CODE_ALPHABET. */
export function newReferralCode(): string {
  return [...randomBytes(CODE_LENGTH)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

async function codeOf(db: Db, playerId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.playerId, playerId));
  return row?.code;
}

/**
 * The player's code, made at their first ask. Concurrent first asks all insert with ON CONFLICT DO NOTHING
 * (the player is the key): one row wins, the others wait for it and read it, so a player ends with one
 * code. A code another player of the site holds (unique per site) leaves no row for this player: a new
 * one is drawn.
 */
export async function ensureReferralCode(
  db: Db,
  siteId: number,
  playerId: number,
  at: Date,
  draw: () => string = newReferralCode,
): Promise<string> {
  const existing = await codeOf(db, playerId);
  if (existing) return existing;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    await db
      .insert(referralCodes)
      .values({ playerId, siteId, code: draw(), createdAt: at })
      .onConflictDoNothing();
    const made = await codeOf(db, playerId);
    if (made) return made;
  }
  throw new Error(`no free referral code for player ${playerId} after ${ATTEMPTS} draws`);
}
