import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/database-function';
import type { Asset, Side } from './ledger-kinds';

/**
 * The ids of ledger accounts, created on first use (the database's ledger_account) and then kept: an
 * account is never deleted or moved, so an id once known holds for the life of the process.
 */
export class LedgerAccounts {
  private readonly ids = new Map<string, number>();

  constructor(private readonly db: Db) {}

  async idOf(siteId: number, playerId: number, asset: Asset, side: Side): Promise<number> {
    const owner = 'house' in side ? null : playerId;
    const pocket = 'house' in side ? side.house : side.player;
    const key = `${siteId}:${owner ?? 'house'}:${asset}:${pocket}`;
    const cached = this.ids.get(key);
    if (cached !== undefined) return cached;
    const [row] = await rowsOf<{ id: number }>(
      this.db,
      sql`select ledger_account(${siteId}::integer, ${owner}::integer, ${asset}::text, ${pocket}::text) as id`,
    );
    if (!row) throw new Error(`ledger account ${key} missing`);
    this.ids.set(key, row.id);
    return row.id;
  }
}
