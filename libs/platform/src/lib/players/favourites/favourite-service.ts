import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { favourites, players } from '../../db/schema';
import type { SiteRef, SiteServices } from '../../sites/site-types';
import type { PlayerRow } from '../player-records';
import { playerErrors } from '../player-errors';
import type { FavouriteView, Member } from '../player-types';

/** A player keeps at most this many favourites. */
export const MAX_FAVOURITES = 100;

type FavouriteRow = typeof favourites.$inferSelect;

const view = (row: FavouriteRow): FavouriteView => ({
  providerCode: row.providerCode,
  gameCode: row.gameCode,
  gameName: row.gameName,
  gameType: row.gameType,
  imgUrl: row.imgUrl,
});

/** Favourite games: only games the player's own site offers, newest first. */
export class FavouriteService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly sites: SiteServices,
  ) {}

  async list(member: Member): Promise<FavouriteView[]> {
    const rows = await this.db
      .select()
      .from(favourites)
      .where(eq(favourites.playerId, member.player.id))
      .orderBy(desc(favourites.createdAt), desc(favourites.id));
    return rows.map(view);
  }

  /** Adds a game of the site's catalogue (its name, type and art come from the catalogue); adding twice is fine. */
  async add(
    site: SiteRef,
    player: PlayerRow,
    providerCode: string,
    gameCode: string,
  ): Promise<FavouriteView> {
    const game = await this.sites.findGame(site.id, providerCode, gameCode);
    if (!game) throw playerErrors.notFound();
    const [existing] = await this.db
      .select()
      .from(favourites)
      .where(
        and(
          eq(favourites.playerId, player.id),
          eq(favourites.providerCode, game.providerCode),
          eq(favourites.gameCode, game.gameCode),
        ),
      );
    if (existing) return view(existing);
    await this.db.transaction(async (tx) => {
      // The player's row is locked while counting, so concurrent adds take turns and the cap holds.
      await tx.select({ id: players.id }).from(players).where(eq(players.id, player.id)).for('update');
      const [held] = await tx
        .select({ n: count() })
        .from(favourites)
        .where(eq(favourites.playerId, player.id));
      if ((held?.n ?? 0) >= MAX_FAVOURITES) throw playerErrors.favouritesFull();
      await tx
        .insert(favourites)
        .values({
          playerId: player.id,
          gameId: game.id,
          providerCode: game.providerCode,
          gameCode: game.gameCode,
          gameName: game.gameName,
          gameType: game.gameType,
          imgUrl: game.imageUrl,
          createdAt: this.clock(),
        })
        .onConflictDoNothing();
    });
    return {
      providerCode: game.providerCode,
      gameCode: game.gameCode,
      gameName: game.gameName,
      gameType: game.gameType,
      imgUrl: game.imageUrl,
    };
  }

  async remove(member: Member, providerCode: string, gameCode: string): Promise<void> {
    const removed = await this.db
      .delete(favourites)
      .where(
        and(
          eq(favourites.playerId, member.player.id),
          eq(favourites.providerCode, providerCode),
          eq(favourites.gameCode, gameCode),
        ),
      )
      .returning({ id: favourites.id });
    if (removed.length === 0) throw playerErrors.notFound();
  }
}
