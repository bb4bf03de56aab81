import type { BONUS_STATES } from '@wl/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { numberOf, rowsOf } from '../../db/database-function';

export type BonusState = (typeof BONUS_STATES)[number];

/** A player's bonus with its wagering so far (amounts in minor units). */
export interface PlayerBonus {
  id: number;
  promotionId: number;
  title: string;
  state: BonusState;
  amountMinor: number;
  wageringRequiredMinor: number;
  /** Bets kept from the grant until the bonus expired or ended; 0 before the grant. */
  wageredMinor: number;
  optedInAt: Date;
  grantedAt: Date | null;
  expiresAt: Date | null;
  endedAt: Date | null;
}

interface BonusRow {
  id: unknown;
  promotion_id: number;
  title: string;
  state: string;
  amount_minor: unknown;
  wagering_required_minor: unknown;
  wagered: unknown;
  opted_in_at: Date | string;
  granted_at: Date | string | null;
  expires_at: Date | string | null;
  ended_at: Date | string | null;
}

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

const toBonus = (row: BonusRow): PlayerBonus => ({
  id: numberOf(row.id),
  promotionId: row.promotion_id,
  title: row.title,
  state: row.state as BonusState,
  amountMinor: numberOf(row.amount_minor),
  wageringRequiredMinor: numberOf(row.wagering_required_minor),
  wageredMinor: numberOf(row.wagered),
  optedInAt: new Date(row.opted_in_at),
  grantedAt: dateOf(row.granted_at),
  expiresAt: dateOf(row.expires_at),
  endedAt: dateOf(row.ended_at),
});

/**
 * The bonus's columns with its wagering computed from the player's kept bets (promotion_wagered, migration
 * 0020) between the grant and the expiry, or the end when it ended first (the bet that met the wagering
 * is made at the instant the bonus completes, so the end itself counts: timestamps are in microseconds).
 */
const COLUMNS = sql.raw(`b.id, b.promotion_id, p.title, b.state, b.amount_minor, b.wagering_required_minor,
  b.opted_in_at, b.granted_at, b.expires_at, b.ended_at,
  CASE WHEN b.granted_at IS NULL THEN 0
       ELSE promotion_wagered(b.player_id, b.granted_at,
              least(b.expires_at, b.ended_at + interval '1 microsecond')) END AS wagered`);

const select = (where: SQL, tail: SQL = sql``) =>
  sql`SELECT ${COLUMNS} FROM player_bonuses b JOIN promotions p ON p.id = b.promotion_id WHERE ${where} ${tail}`;

/** The player's bonus opted into or active (at most one), and their last `historySize` ended ones. */
export async function playerBonuses(
  db: Db,
  playerId: number,
  historySize: number,
): Promise<{ open: PlayerBonus | null; history: PlayerBonus[] }> {
  const rows = await rowsOf<BonusRow>(
    db,
    sql`(${select(sql`b.player_id = ${playerId}::integer AND b.state IN ('opted_in', 'active')`)})
        UNION ALL
        (${select(
          sql`b.player_id = ${playerId}::integer AND b.state NOT IN ('opted_in', 'active')`,
          sql`ORDER BY b.ended_at DESC, b.id DESC LIMIT ${historySize}::integer`,
        )})`,
  );
  const bonuses = rows.map(toBonus);
  const open = bonuses.find((b) => b.state === 'opted_in' || b.state === 'active') ?? null;
  return { open, history: bonuses.filter((b) => b !== open) };
}

/** One bonus of the player, or undefined. */
export async function playerBonus(
  db: Db,
  playerId: number,
  bonusId: number,
): Promise<PlayerBonus | undefined> {
  const [row] = await rowsOf<BonusRow>(
    db,
    select(sql`b.id = ${bonusId}::bigint AND b.player_id = ${playerId}::integer`),
  );
  return row ? toBonus(row) : undefined;
}

/** The bonus money the player holds (the game asset's bonus pocket), in minor units. */
export async function bonusPocket(db: Db, playerId: number): Promise<number> {
  const [row] = await rowsOf<{ balance: unknown }>(
    db,
    sql`SELECT balance_minor AS balance FROM ledger_accounts
         WHERE player_id = ${playerId}::integer AND asset = 'game' AND pocket = 'bonus'`,
  );
  return row ? numberOf(row.balance) : 0;
}
