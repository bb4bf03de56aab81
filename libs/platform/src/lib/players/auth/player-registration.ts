import type { Db } from '../../db/database';
import { players } from '../../db/schema';
import type { SiteRef } from '../../sites/site-types';
import { playerErrors } from '../player-errors';
import { findPlayer, type PlayerRow } from '../player-records';
import type { SignupInput } from '../player-types';
import { isUniqueViolation } from '../../db/unique-violation';
import { checkAccountId, checkEmail, checkFullName, checkNewPassword, checkPhone } from './account-rules';
import { hashPassword } from './password-hasher';

export type NewPlayer = SignupInput & { fullName?: string; phoneVerified?: boolean };

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
  };
}

/** Stores a checked new player; an account id already taken on the site is accountExists. */
export async function insertPlayer(
  db: Db,
  clock: () => Date,
  site: SiteRef,
  fields: CheckedPlayer,
): Promise<PlayerRow> {
  if (await findPlayer(db, site.id, fields.accountId)) throw playerErrors.accountExists();
  const now = clock();
  const { password, phoneVerified, ...columns } = fields;
  try {
    const [player] = await db
      .insert(players)
      .values({
        ...columns,
        siteId: site.id,
        passwordHash: await hashPassword(password),
        phoneVerifiedAt: phoneVerified ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!player) throw new Error('player not stored');
    return player;
  } catch (error) {
    if (isUniqueViolation(error)) throw playerErrors.accountExists();
    throw error;
  }
}
