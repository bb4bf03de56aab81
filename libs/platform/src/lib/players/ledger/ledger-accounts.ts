import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ledgerAccounts } from '../../db/schema';
import type { Asset, Side } from './ledger-kinds';

/**
 * The ids of ledger accounts, created on first use and then kept: an account is never deleted or moved,
 * so an id once known holds for the life of the process.
 */
export class LedgerAccounts {
  private readonly ids = new Map<string, number>();

  constructor(private readonly db: Db) {}

  /**
   * The account's id, created on first use. Inside a caller's transaction (`db`), pass `found`: the ids
   * read there are kept only once that transaction commits (`keep`), as one it created could roll back.
   */
  async idOf(
    siteId: number,
    playerId: number,
    asset: Asset,
    side: Side,
    db: Db = this.db,
    found?: Map<string, number>,
  ): Promise<number> {
    const owner = 'house' in side ? null : playerId;
    const pocket = 'house' in side ? side.house : side.player;
    const key = `${siteId}:${owner ?? 'house'}:${asset}:${pocket}`;
    const cached = this.ids.get(key);
    if (cached !== undefined) return cached;
    const id = await this.ensure(db, siteId, owner, asset, pocket);
    if (db === this.db) this.ids.set(key, id);
    else found?.set(key, id);
    return id;
  }

  /** Keeps the ids a committed transaction read. */
  keep(found: Map<string, number>): void {
    for (const [key, id] of found) this.ids.set(key, id);
  }

  private async ensure(
    db: Db,
    siteId: number,
    playerId: number | null,
    asset: Asset,
    pocket: string,
  ): Promise<number> {
    const find = async () => {
      const [row] = await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.siteId, siteId),
            playerId === null ? isNull(ledgerAccounts.playerId) : eq(ledgerAccounts.playerId, playerId),
            eq(ledgerAccounts.asset, asset),
            eq(ledgerAccounts.pocket, pocket),
          ),
        )
        .limit(1);
      return row?.id;
    };
    const existing = await find();
    if (existing !== undefined) return existing;
    await db.insert(ledgerAccounts).values({ siteId, playerId, asset, pocket }).onConflictDoNothing();
    const created = await find();
    if (created === undefined)
      throw new Error(`ledger account ${siteId}/${playerId}/${asset}/${pocket} missing`);
    return created;
  }
}
