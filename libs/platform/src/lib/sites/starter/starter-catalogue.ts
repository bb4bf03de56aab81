import type { Db } from '../../db/database';
import { gameProviders, games } from '../../db/schema';
import { DEMO_PROVIDERS, demoGames } from '../../demo/demo-catalogue';

/**
 * Makes sure the starter catalogue's providers and games are in the catalogue, adding only those that
 * are missing: a provider or game already there keeps its settings, flags and state.
 */
export async function ensureStarterCatalogue(db: Db): Promise<void> {
  await db
    .insert(gameProviders)
    .values(DEMO_PROVIDERS.map(({ code, name }, position) => ({ code, name, position })))
    .onConflictDoNothing({ target: gameProviders.code });
  const rows = demoGames().map((game, position) => ({
    ...game,
    position,
    active: true,
    funMode: game.funMode ?? true,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(games)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing({ target: [games.providerCode, games.gameCode] });
  }
}
