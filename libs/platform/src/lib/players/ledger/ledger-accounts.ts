import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ledgerAccounts } from '../../db/schema';
import type { Asset, Side } from './ledger-kinds';

/**
 * The ids of ledger accounts, created on first use and then kept: an account is never deleted or moved,
 * so an id once known holds for the life of the process. Ids are kept when read outside a caller's
 * transaction (one created inside it would vanish with its rollback); `ensurePlayer` reads them first.
 */
export class LedgerAccounts {
  private readonly ids = new Map<string, number>();

  constructor(private readonly db: Db) {}

  /** The account's id, created on first use; `db` is a transaction when the caller is inside one. */
  async idOf(siteId: number, playerId: number, asset: Asset, side: Side, db: Db = this.db): Promise<number> {
    const owner = 'house' in side ? null : playerId;
    const pocket = 'house' in side ? side.house : side.player;
    const key = `${siteId}:${owner ?? 'house'}:${asset}:${pocket}`;
    const cached = this.ids.get(key);
    if (cached !== undefined) return cached;
    const id = await this.ensure(db, siteId, owner, asset, pocket);
    // Inside a caller's transaction the row may be this transaction's own, gone if it rolls back.
    if (db === this.db) this.ids.set(key, id);
    return id;
  }

  /** Creates (or finds) the player's pocket and the games house account outside any transaction, so reads inside one hit kept ids. */
  async ensurePlayer(siteId: number, playerId: number, asset: Asset): Promise<void> {
    await this.idOf(siteId, playerId, asset, { player: 'available' });
    await this.idOf(siteId, playerId, asset, { house: 'games' });
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
