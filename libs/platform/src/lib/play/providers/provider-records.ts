import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { gameProviders, games, siteProducts } from '../../db/schema';

export type ProviderRow = typeof gameProviders.$inferSelect;

export function findProvider(db: Db, code: string): Promise<ProviderRow | undefined> {
  return db
    .select()
    .from(gameProviders)
    .where(eq(gameProviders.code, code))
    .limit(1)
    .then(([row]) => row);
}

/** A provider can be launched when it is on and has both its launch page and its wallet secret. */
export function isPlayable(provider: ProviderRow | undefined, currency: string): provider is ProviderRow {
  return (
    provider !== undefined &&
    provider.enabled &&
    provider.launchUrl !== '' &&
    provider.walletSecret !== '' &&
    (provider.currencies.length === 0 || provider.currencies.includes(currency))
  );
}

export interface OfferedGame {
  gameCode: string;
  gameName: string;
  gameType: string;
  funMode: boolean;
}

/** A game the site offers now (active, and its provider offered in its category), or undefined. */
export async function findOfferedGame(
  db: Db,
  siteId: number,
  providerCode: string,
  gameCode: string,
): Promise<OfferedGame | undefined> {
  const [row] = await db
    .select({
      gameCode: games.gameCode,
      gameName: games.gameName,
      gameType: games.gameType,
      funMode: games.funMode,
    })
    .from(games)
    .innerJoin(
      siteProducts,
      and(
        eq(siteProducts.siteId, siteId),
        eq(siteProducts.providerCode, games.providerCode),
        eq(siteProducts.category, games.gameType),
      ),
    )
    .where(and(eq(games.active, true), eq(games.providerCode, providerCode), eq(games.gameCode, gameCode)))
    .limit(1);
  return row;
}
