import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { games, siteProducts } from '../db/schema';
import { FREE_ROUND_GAME_TYPE } from '../play/free-rounds/free-round-service';

/** The slot a demo site's free spins are played in. */
export interface DemoSlot {
  providerCode: string;
  gameCode: string;
  /** Each free spin's stake: a hundredth of the demo unit (1 PHP). */
  betMinor: number;
}

/** The site's first slot in catalogue order, of a provider it offers for slots; none on a site without. */
export async function demoFreeSpinSlot(
  db: Db,
  siteId: number,
  unitMinor: number,
): Promise<DemoSlot | undefined> {
  const [row] = await db
    .select({ providerCode: games.providerCode, gameCode: games.gameCode })
    .from(games)
    .innerJoin(
      siteProducts,
      and(eq(siteProducts.providerCode, games.providerCode), eq(siteProducts.category, games.gameType)),
    )
    .where(
      and(eq(siteProducts.siteId, siteId), eq(games.gameType, FREE_ROUND_GAME_TYPE), eq(games.active, true)),
    )
    .orderBy(asc(games.position), asc(games.id))
    .limit(1);
  return row ? { ...row, betMinor: Math.max(1, Math.round(unitMinor / 100)) } : undefined;
}
