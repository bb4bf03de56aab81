import { currencyDigits } from '@wl/money';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { sites, vipLevels } from '../../db/schema';
import type { VipLevelInput } from '../../players/player-types';
import { replaceVipLevels, vipLevelsProblem } from '../../players/vip/vip-service';
import {
  readRewardsSettings,
  rewardsSettingsSchema,
  storeRewardsSettings,
  type RewardsSettings,
} from '../../rewards/rewards-settings';
import { invalidSite } from '../../sites/site-errors';
import { validateInput } from '../../sites/validate-input';
import type { AuditTrail } from '../audit/audit-trail';
import { siteAdminErrors } from './site-admin-errors';

/** A site's currency and its decimal places: cash prizes and VIP thresholds are its minor units. */
export interface SiteMoney {
  currency: string;
  digits: number;
}

async function siteMoney(db: Db | Tx, siteId: number, lock = false): Promise<SiteMoney> {
  const query = db.select({ currency: sites.currency }).from(sites).where(eq(sites.id, siteId));
  const [site] = lock ? await query.for('update') : await query;
  if (!site) throw siteAdminErrors.siteNotFound();
  return { currency: site.currency, digits: currencyDigits(site.currency) };
}

/** A site's rewards settings (its stored ones over the defaults) and its currency. */
export async function rewardsOf(db: Db, siteId: number): Promise<SiteMoney & { settings: RewardsSettings }> {
  const money = await siteMoney(db, siteId);
  return { ...money, settings: await readRewardsSettings(db, siteId) };
}

/**
 * Replaces a site's rewards settings whole, checked as the operator's `rewards settings` command checks
 * them (rewardsSettingsSchema), with the audit entry in the same transaction. A problem answers
 * invalidRewardsSettings naming the first field at fault, and nothing is written.
 */
export async function saveRewards(
  db: Db,
  siteId: number,
  input: unknown,
  at: Date,
  trail: AuditTrail,
): Promise<void> {
  trail.about({ targetKind: 'rewardsSettings', targetId: String(siteId), siteId });
  await db.transaction(async (tx) => {
    await siteMoney(tx, siteId, true);
    const next = validateInput(rewardsSettingsSchema, input, 'invalidRewardsSettings');
    const before = await readRewardsSettings(tx, siteId);
    await storeRewardsSettings(tx, siteId, next, at);
    await trail.ok(tx, { before, after: next });
  });
}

/** A site's VIP levels, lowest first, and its currency. */
export async function vipLevelsOf(
  db: Db | Tx,
  siteId: number,
): Promise<SiteMoney & { levels: VipLevelInput[] }> {
  const money = await siteMoney(db, siteId);
  const rows = await db.select().from(vipLevels).where(eq(vipLevels.siteId, siteId)).orderBy(vipLevels.level);
  return {
    ...money,
    levels: rows.map((row) => ({
      level: row.level,
      vipName: row.vipName,
      startingDepositMinor: row.startingDepositMinor,
      startingTurnoverMinor: row.startingTurnoverMinor,
    })),
  };
}

const snapshot = (levels: readonly VipLevelInput[]) => ({
  levels: levels.map((level) => ({
    level: level.level,
    name: level.vipName,
    starting_deposit_minor: level.startingDepositMinor,
    starting_turnover_minor: level.startingTurnoverMinor,
  })),
});

/**
 * Replaces a site's VIP levels whole, checked as the operator's are (vipLevelsProblem), with the audit
 * entry in the same transaction; a table that does not climb answers invalidVipLevels and changes nothing.
 * No player's level is stored anywhere: the VIP page places each player by their lifetime deposits and
 * turnover against the table of the moment, so a raised threshold moves a player down (and a lowered one
 * up) at their next read, and a renamed level shows its new name to everyone at it. Ledger and balances
 * are not touched.
 */
export async function saveVipLevels(
  db: Db,
  siteId: number,
  levels: VipLevelInput[],
  trail: AuditTrail,
): Promise<void> {
  trail.about({ targetKind: 'vipLevels', targetId: String(siteId), siteId });
  await db.transaction(async (tx) => {
    await siteMoney(tx, siteId, true);
    const problem = vipLevelsProblem(levels);
    if (problem) throw invalidSite('invalidVipLevels', problem);
    const before = await vipLevelsOf(tx, siteId);
    await replaceVipLevels(tx, siteId, levels);
    const after = await vipLevelsOf(tx, siteId);
    await trail.ok(tx, { before: snapshot(before.levels), after: snapshot(after.levels) });
  });
}
