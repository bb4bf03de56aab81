import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { players } from '../../db/schema';
import type { SiteRef } from '../../sites/site-types';
import { playerErrors } from '../player-errors';
import { findPlayer, type PlayerRow } from '../player-records';
import type { SignupInput } from '../player-types';
import { isUniqueViolation } from '../../db/unique-violation';
import { checkAccountId, checkEmail, checkFullName, checkNewPassword, checkPhone } from './account-rules';
import { hashPassword } from './password-hasher';
import { SECURITY_POLICY } from './security-policy';

export type NewPlayer = SignupInput & {
  fullName?: string;
  phoneVerified?: boolean;
  /**
   * The demo seed's one hash of the demo password, made once for all its players: hashing at the
   * production cost for each of 72 demo players would take a minute. Never from a player's call.
   */
  passwordHash?: string;
};

function optional(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed.slice(0, 200);
}

type CheckedPlayer = ReturnType<typeof checkNewPlayer>;

/** A new player's fields, checked and normalised; throws the key of the first field that is wrong. */
export function checkNewPlayer(input: NewPlayer) {
  const accountId = checkAccountId(input.accountId);
  return {
    accountId,
    password: checkNewPassword(input.password, accountId),
    contactPhone: checkPhone(input.contactPhone),
    contactEmail: checkEmail(input.contactEmail ?? ''),
    fullName: input.fullName === undefined || input.fullName === '' ? '' : checkFullName(input.fullName),
    referrerCode: optional(input.referrerCode),
    ch: optional(input.ch),
    cm: optional(input.cm),
    pp: optional(input.pp),
    affiliateCode: optional(input.affiliateCode),
    fbp: optional(input.fbp),
    appsflyerId: optional(input.appsflyerId),
    visitorId: optional(input.visitorId),
    phoneVerified: input.phoneVerified ?? false,
    passwordHash: input.passwordHash,
  };
}

/**
 * Stores a checked new player; an account id already taken on the site is accountExists, a phone that
 * already holds the most accounts the site allows is phoneInUse.
 */
export async function insertPlayer(
  db: Db,
  clock: () => Date,
  site: SiteRef,
  fields: CheckedPlayer,
): Promise<PlayerRow> {
  if (await findPlayer(db, site.id, fields.accountId)) throw playerErrors.accountExists();
  const now = clock();
  const { password, phoneVerified, passwordHash: presetHash, ...columns } = fields;
  const passwordHash = presetHash ?? (await hashPassword(password));
  try {
    return await db.transaction(async (tx) => {
      // One sign-up per (site, phone) at a time, so concurrent sign-ups cannot pass the cap together.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`phone:${site.id}:${columns.contactPhone}`}))`,
      );
      const [held] = await tx
        .select({ count: count() })
        .from(players)
        .where(and(eq(players.siteId, site.id), eq(players.contactPhone, columns.contactPhone)));
      if ((held?.count ?? 0) >= SECURITY_POLICY.maxAccountsPerPhone) throw playerErrors.phoneInUse();
      const [player] = await tx
        .insert(players)
        .values({
          ...columns,
          siteId: site.id,
          passwordHash,
          phoneVerifiedAt: phoneVerified ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!player) throw new Error('player not stored');
      return player;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw playerErrors.accountExists();
    throw error;
  }
}
