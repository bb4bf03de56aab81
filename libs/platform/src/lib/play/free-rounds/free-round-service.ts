import type { Db } from '../../db/database';
import { PlatformError } from '../../http/envelope';
import type { OfferedGames } from '../providers/offered-games';
import {
  grantFreeRounds,
  playerGrant,
  playerGrants,
  type FreeRoundGrantInput,
  type FreeRoundGrantRow,
} from './free-round-records';

/** A grant asked for by a wheel prize, a promotion or the operator: the game's name is looked up. */
export type FreeRoundGrantRequest = Omit<FreeRoundGrantInput, 'gameName' | 'at'>;

/** Free rounds are played in a slot: the studios' free-round protocol spins reels. */
export const FREE_ROUND_GAME_TYPE = 'slots';

export interface FreeRoundGrants {
  /**
   * Grants free rounds in a slot the player's site offers now (gameUnavailable otherwise), once per source
   * key: a second request with the key answers the first grant with created false.
   */
  grant(request: FreeRoundGrantRequest): Promise<{ id: number; created: boolean }>;
  /** The player's grants, newest first. */
  list(playerId: number, limit?: number): Promise<FreeRoundGrantRow[]>;
  /** One grant of the player's. */
  find(playerId: number, id: number): Promise<FreeRoundGrantRow | undefined>;
}

export function createFreeRoundGrants(
  db: Db,
  clock: () => Date,
  offeredGames: OfferedGames,
): FreeRoundGrants {
  return {
    async grant(request) {
      const game = await offeredGames.find(request.siteId, request.providerCode, request.gameCode);
      if (!game || game.gameType !== FREE_ROUND_GAME_TYPE) throw new PlatformError('gameUnavailable', 0, 200);
      return grantFreeRounds(db, { ...request, gameName: game.gameName, at: clock() });
    },
    list: (playerId, limit = 20) => playerGrants(db, playerId, limit),
    find: (playerId, id) => playerGrant(db, playerId, id),
  };
}
