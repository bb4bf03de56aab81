import { and, asc, eq, gt, isNull, lte, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { promotions } from '../../db/schema';
import { invalidRequest } from '../../http/envelope';
import {
  promotionInput,
  type PromotionInput,
  type PromotionKind,
  type PromotionRow,
} from './promotion-input';

const toRow = (row: typeof promotions.$inferSelect): PromotionRow => ({
  id: row.id,
  code: row.code,
  kind: row.kind as PromotionKind,
  title: row.title,
  terms: row.terms,
  bonusPercent: row.bonusPercent,
  maxBonusMinor: row.maxBonusMinor,
  minDepositMinor: row.minDepositMinor,
  // numeric(6, 2): the driver answers a string.
  wageringMultiplier: Number(row.wageringMultiplier),
  freeSpins:
    row.kind === 'free_spins' &&
    row.freeSpinRounds !== null &&
    row.freeSpinProvider !== null &&
    row.freeSpinGame !== null &&
    row.freeSpinBetMinor !== null
      ? {
          rounds: row.freeSpinRounds,
          providerCode: row.freeSpinProvider,
          gameCode: row.freeSpinGame,
          betMinor: row.freeSpinBetMinor,
        }
      : null,
  validDays: row.validDays,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  position: row.position,
  active: row.active,
});

/** Every promotion of a site, the switched-off ones too, in the order players see them. */
export async function sitePromotions(db: Db, siteId: number): Promise<PromotionRow[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(eq(promotions.siteId, siteId))
    .orderBy(asc(promotions.position), asc(promotions.id));
  return rows.map(toRow);
}

/** One promotion of a site, running or not. */
export async function sitePromotion(db: Db, siteId: number, id: number): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.siteId, siteId), eq(promotions.id, id)));
  return row ? toRow(row) : undefined;
}

/** Whether a promotion takes opt-ins at `at`: switched on, started and not ended. */
export const isRunning = (p: PromotionRow, at: Date): boolean =>
  p.active && (p.startsAt === null || p.startsAt <= at) && (p.endsAt === null || p.endsAt > at);

/** The promotions of a site a player can opt into at `at`: switched on, started and not ended. */
export async function runningPromotions(db: Db, siteId: number, at: Date): Promise<PromotionRow[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.siteId, siteId),
        eq(promotions.active, true),
        or(isNull(promotions.startsAt), lte(promotions.startsAt, at)),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, at)),
      ),
    )
    .orderBy(asc(promotions.position), asc(promotions.id));
  return rows.map(toRow);
}

/** A promotion as checked, with its place in the list. */
export type CheckedPromotion = ReturnType<typeof promotionInput.parse> & { position: number };

/** Checks one promotion as the operator sets it; a bad one throws invalidRequest naming what is wrong. */
export function checkPromotion(input: unknown, label: string, position: number): CheckedPromotion {
  const result = promotionInput.safeParse(input);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.') || 'entry'}: ${i.message}`);
    throw invalidRequest(`${label}: ${issues.join('; ')}`);
  }
  return { ...result.data, position: result.data.position ?? position };
}

/** Adds the promotion of its code to the site, or changes the one of that code (same id, grants kept). */
export async function writePromotion(
  tx: Db,
  siteId: number,
  p: CheckedPromotion,
  at: Date,
): Promise<PromotionRow> {
  const values = {
    kind: p.kind,
    title: p.title,
    terms: p.terms,
    // A free-spin offer keeps 0 in the deposit-bonus columns (the table's check allows it for that kind).
    bonusPercent: p.bonusPercent ?? 0,
    maxBonusMinor: p.maxBonusMinor ?? 0,
    minDepositMinor: p.minDepositMinor ?? 0,
    wageringMultiplier: (p.wageringMultiplier ?? 0).toFixed(2),
    freeSpinRounds: p.kind === 'free_spins' ? (p.freeSpinRounds ?? null) : null,
    freeSpinProvider: p.kind === 'free_spins' ? (p.freeSpinProvider ?? null) : null,
    freeSpinGame: p.kind === 'free_spins' ? (p.freeSpinGame ?? null) : null,
    freeSpinBetMinor: p.kind === 'free_spins' ? (p.freeSpinBetMinor ?? null) : null,
    validDays: p.validDays,
    startsAt: p.startsAt === null ? null : new Date(p.startsAt),
    endsAt: p.endsAt === null ? null : new Date(p.endsAt),
    position: p.position,
    active: p.active,
    updatedAt: at,
  };
  const [row] = await tx
    .insert(promotions)
    .values({ siteId, code: p.code, ...values })
    .onConflictDoUpdate({ target: [promotions.siteId, promotions.code], set: values })
    .returning();
  if (!row) throw new Error(`promotion ${p.code} was not written`);
  return toRow(row);
}

/**
 * Makes `list` the site's promotions: each is added or changed by its code, and a promotion of the site
 * not in the list is switched off rather than deleted, so the bonuses it granted stay on record. The list
 * is checked whole before anything is written: one bad entry changes nothing. Changed terms apply to the
 * grants from now on; a bonus already granted keeps the amount and wagering it was granted with.
 */
export async function replacePromotions(
  db: Db,
  siteId: number,
  list: readonly PromotionInput[],
  at: Date,
): Promise<void> {
  const parsed = list.map((input, index) => checkPromotion(input, `promotion ${index + 1}`, index));
  const codes = parsed.map((p) => p.code);
  if (new Set(codes).size !== codes.length) throw invalidRequest('a promotion code is listed twice');
  await db.transaction(async (tx) => {
    for (const p of parsed) await writePromotion(tx, siteId, p, at);
    await tx
      .update(promotions)
      .set({ active: false, updatedAt: at })
      .where(
        and(
          eq(promotions.siteId, siteId),
          eq(promotions.active, true),
          codes.length > 0 ? notInArray(promotions.code, codes) : undefined,
        ),
      );
  });
}
