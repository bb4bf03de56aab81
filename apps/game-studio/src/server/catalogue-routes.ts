import type { FastifyInstance } from 'fastify';
import { type EngineKind, engineKindFor } from '../engines';

interface DescribeBody {
  games: { game_code: string; game_type: string; game_name: string }[];
}

/** At most this many games a request (a provider's catalogue is asked in pages of this size). */
export const DESCRIBE_PAGE = 1000;

const describeBodySchema = {
  type: 'object',
  required: ['games'],
  additionalProperties: false,
  properties: {
    games: {
      type: 'array',
      maxItems: DESCRIBE_PAGE,
      items: {
        type: 'object',
        required: ['game_code', 'game_type', 'game_name'],
        additionalProperties: false,
        properties: {
          game_code: { type: 'string', minLength: 1, maxLength: 128 },
          game_type: { type: 'string', maxLength: 64 },
          game_name: { type: 'string', maxLength: 200 },
        },
      },
    },
  },
} as const;

export interface DescribedGame {
  game_code: string;
  /** The engine a game of a kind the studio has no engine of stands in with; null: it plays as itself. */
  plays_as: EngineKind | null;
}

export function registerCatalogueRoutes(app: FastifyInstance): void {
  /**
   * What each catalogue game plays as (docs/wallet-protocol.md, Catalogue): the platform asks when it
   * syncs a provider's catalogue, and its lobbies say "Plays as keno" on a stand-in's tile. The answer
   * is the same engine choice a launch makes, so the tile and the game page never disagree.
   */
  app.post<{ Body: DescribeBody }>(
    '/api/catalogue/describe',
    { schema: { body: describeBodySchema } },
    async (request) => ({
      games: request.body.games.map((game): DescribedGame => {
        const { kind, nearest } = engineKindFor(game.game_type, game.game_name);
        return { game_code: game.game_code, plays_as: nearest ? kind : null };
      }),
    }),
  );
}
