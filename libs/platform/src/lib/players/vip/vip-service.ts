import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { vipLevels } from '../../db/schema';
import { invalidRequest } from '../../http/envelope';
import type { SiteRef } from '../../sites/site-types';
import type { LedgerService } from '../ledger';
import { currencyDigits, toMajor } from '@wl/money';
import type { Member, VipLevelInput, VipLevelView, VipProgress } from '../player-types';

const MAX_NAME_LENGTH = 50;

function percent(value: number, from: number, to: number): number {
  if (to <= from) return 100;
  return Math.min(100, Math.max(0, Math.floor(((value - from) / (to - from)) * 100)));
}

/**
 * What is wrong with a level table, or undefined when it climbs: level numbers increasing, the first level
 * from 0 deposit and 0 turnover, each threshold never below the level below's and at least one of the two
 * above it (a level whose thresholds both equal the level below's could never be a player's own).
 */
export function vipLevelsProblem(levels: readonly VipLevelInput[]): string | undefined {
  if (levels.length === 0) return 'at least one level';
  const first = levels[0];
  if (first && (first.startingDepositMinor !== 0 || first.startingTurnoverMinor !== 0)) {
    return 'the first level starts at 0 deposit and 0 turnover';
  }
  for (const [i, level] of levels.entries()) {
    const name = level.vipName.trim();
    if (name === '' || name.length > MAX_NAME_LENGTH) return `level ${level.level} needs a name`;
    for (const amount of [level.startingDepositMinor, level.startingTurnoverMinor]) {
      if (!Number.isSafeInteger(amount) || amount < 0) return `level ${level.level} has a bad threshold`;
    }
    const below = levels[i - 1];
    if (!Number.isSafeInteger(level.level) || (below && level.level <= below.level)) {
      return 'level numbers must increase';
    }
    if (
      below &&
      (level.startingDepositMinor < below.startingDepositMinor ||
        level.startingTurnoverMinor < below.startingTurnoverMinor)
    ) {
      return `level ${level.level} starts below level ${below.level}`;
    }
    if (
      below &&
      level.startingDepositMinor === below.startingDepositMinor &&
      level.startingTurnoverMinor === below.startingTurnoverMinor
    ) {
      return `level ${level.level} starts where level ${below.level} does`;
    }
  }
  return undefined;
}

function checkLevels(levels: VipLevelInput[]): void {
  const problem = vipLevelsProblem(levels);
  if (problem) throw invalidRequest(`VIP levels: ${problem}`);
}

/**
 * Replaces a site's level table whole, in the caller's transaction (levels checked first). No player's
 * level is stored: it is worked out from the player's lifetime deposits and turnover on every read, so a
 * changed threshold moves players up or down at their next read, and nothing about a player is rewritten.
 */
export async function replaceVipLevels(
  tx: Tx,
  siteId: number,
  levels: readonly VipLevelInput[],
): Promise<void> {
  await tx.delete(vipLevels).where(eq(vipLevels.siteId, siteId));
  await tx.insert(vipLevels).values(
    levels.map((level) => ({
      siteId,
      level: level.level,
      vipName: level.vipName.trim(),
      startingDepositMinor: level.startingDepositMinor,
      startingTurnoverMinor: level.startingTurnoverMinor,
    })),
  );
}

/**
 * VIP levels of a site and a player's progress: the current level is the highest whose deposit and
 * turnover thresholds the player's lifetime deposits and bets (from the ledger) have both reached.
 */
export class VipService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
  ) {}

  async levels(site: SiteRef): Promise<VipLevelView[]> {
    const digits = currencyDigits(site.currency);
    const rows = await this.db
      .select()
      .from(vipLevels)
      .where(eq(vipLevels.siteId, site.id))
      .orderBy(asc(vipLevels.level));
    return rows.map((row) => ({
      level: row.level,
      vipName: row.vipName,
      startingDepositMinor: row.startingDepositMinor,
      startingTurnoverMinor: row.startingTurnoverMinor,
      startingDeposit: toMajor(row.startingDepositMinor, digits),
      startingTurnover: toMajor(row.startingTurnoverMinor, digits),
    }));
  }

  /** Replaces the site's level table whole. */
  async setLevels(siteId: number, levels: VipLevelInput[]): Promise<void> {
    checkLevels(levels);
    await this.db.transaction((tx) => replaceVipLevels(tx, siteId, levels));
  }

  async progress(member: Member): Promise<VipProgress> {
    const digits = currencyDigits(member.site.currency);
    const [levels, totals] = await Promise.all([
      this.levels(member.site),
      this.ledger.totals(member.player.id, 'game'),
    ]);
    const deposit = totals.deposit ?? 0;
    // Bets a provider rolled back were never wagered.
    const turnover = (totals.bet ?? 0) - (totals.refund ?? 0);
    let currentIndex = -1;
    levels.forEach((level, i) => {
      if (
        deposit >= level.startingDepositMinor &&
        turnover >= level.startingTurnoverMinor &&
        currentIndex === i - 1
      ) {
        currentIndex = i;
      }
    });
    const current = levels[currentIndex];
    const next = levels[currentIndex + 1];
    // At the top level the bars are full; a site without levels shows none.
    const full = current ? 100 : 0;
    return {
      totalDeposit: toMajor(deposit, digits),
      totalTurnover: toMajor(turnover, digits),
      cycleDeposit: toMajor(deposit - (current?.startingDepositMinor ?? 0), digits),
      cycleTurnover: toMajor(turnover - (current?.startingTurnoverMinor ?? 0), digits),
      depositProgress: next
        ? percent(deposit, current?.startingDepositMinor ?? 0, next.startingDepositMinor)
        : full,
      turnoverProgress: next
        ? percent(turnover, current?.startingTurnoverMinor ?? 0, next.startingTurnoverMinor)
        : full,
      current,
      next,
    };
  }
}
