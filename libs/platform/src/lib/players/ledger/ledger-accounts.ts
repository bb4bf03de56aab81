import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ledgerAccounts } from '../../db/schema';
import type { Asset, Side } from './ledger-kinds';

/** The ids of ledger accounts, created on first use (house accounts are cached: they never change). */
export class LedgerAccounts {
  private readonly houseIds = new Map<string, number>();

  constructor(private readonly db: Db) {}

  async idOf(siteId: number, playerId: number, asset: Asset, side: Side): Promise<number> {
    if ('house' in side) {
      const key = `${siteId}:${asset}:${side.house}`;
      const cached = this.houseIds.get(key);
      if (cached !== undefined) return cached;
      const id = await this.ensure(siteId, null, asset, side.house);
      this.houseIds.set(key, id);
      return id;
    }
    return this.ensure(siteId, playerId, asset, side.player);
  }

  private async ensure(
    siteId: number,
    playerId: number | null,
    asset: Asset,
    pocket: string,
  ): Promise<number> {
    const find = async () => {
      const [row] = await this.db
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
    await this.db.insert(ledgerAccounts).values({ siteId, playerId, asset, pocket }).onConflictDoNothing();
    const created = await find();
    if (created === undefined)
      throw new Error(`ledger account ${siteId}/${playerId}/${asset}/${pocket} missing`);
    return created;
  }
}
