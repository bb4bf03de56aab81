import type { Db } from '../../db/database';
import { findOfferedGame, findProvider, type OfferedGame, type ProviderRow } from './provider-records';

/**
 * How long an answer is kept: an operator's change made in this process drops them at once (`clear`), one
 * made elsewhere (the operator command, another server) is seen within this time.
 */
const KEEP_MS = 10_000;

export interface OfferedGames {
  find(siteId: number, providerCode: string, gameCode: string): Promise<OfferedGame | undefined>;
  provider(code: string): Promise<ProviderRow | undefined>;
  /** Forgets every kept answer (a site, its products, the catalogue or a provider changed). */
  clear(): void;
}

/**
 * The games each site offers and the providers, kept in memory for the wallet's calls: every bet and
 * every signed call asks, and the answer changes only when an operator changes the site or provider.
 * No site-change subscription: on PostgreSQL that would hold a LISTEN connection for the platform's life.
 */
export function createOfferedGames(db: Db, clock: () => Date) {
  const games = new Map<string, { game: OfferedGame | undefined; at: number }>();
  const providers = new Map<string, { provider: ProviderRow | undefined; at: number }>();
  const fresh = (at: number) => clock().getTime() - at < KEEP_MS;
  const offered: OfferedGames = {
    async find(siteId, providerCode, gameCode) {
      const key = `${siteId}:${providerCode}:${gameCode}`;
      const kept = games.get(key);
      if (kept && fresh(kept.at)) return kept.game;
      const game = await findOfferedGame(db, siteId, providerCode, gameCode);
      games.set(key, { game, at: clock().getTime() });
      return game;
    },
    async provider(code) {
      const kept = providers.get(code);
      if (kept && fresh(kept.at)) return kept.provider;
      const provider = await findProvider(db, code);
      providers.set(code, { provider, at: clock().getTime() });
      return provider;
    },
    clear() {
      games.clear();
      providers.clear();
    },
  };
  return offered;
}
