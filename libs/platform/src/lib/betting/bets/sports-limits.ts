import { currencyDigits } from '@wl/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sportsbookSettings } from '../../db/schema';

/** A site's sportsbook limits, in minor units of its currency. */
export interface SportsLimits {
  minStakeMinor: number;
  maxStakeMinor: number;
  maxPayoutMinor: number;
  /** What an early cash out keeps back, in basis points of the bet's fair value. */
  cashOutMarginBp: number;
}

/**
 * The limits of a site without its own: 1 to 100,000 of the currency a bet, 1,000,000 at most paid out,
 * 5 % kept on a cash out. The operator sets a site's own with `sportsbook set`.
 */
export function defaultSportsLimits(currency: string): SportsLimits {
  const unit = 10 ** currencyDigits(currency);
  return {
    minStakeMinor: unit,
    maxStakeMinor: 100_000 * unit,
    maxPayoutMinor: 1_000_000 * unit,
    cashOutMarginBp: 500,
  };
}

export async function sportsLimits(db: Db, siteId: number, currency: string): Promise<SportsLimits> {
  const [row] = await db.select().from(sportsbookSettings).where(eq(sportsbookSettings.siteId, siteId));
  return row
    ? {
        minStakeMinor: row.minStakeMinor,
        maxStakeMinor: row.maxStakeMinor,
        maxPayoutMinor: row.maxPayoutMinor,
        cashOutMarginBp: row.cashOutMarginBp,
      }
    : defaultSportsLimits(currency);
}

/** Sets (or replaces) a site's limits; the table's check refuses limits out of order. */
export async function setSportsLimits(db: Db, siteId: number, limits: SportsLimits): Promise<void> {
  await db
    .insert(sportsbookSettings)
    .values({ siteId, ...limits })
    .onConflictDoUpdate({ target: sportsbookSettings.siteId, set: limits });
}
