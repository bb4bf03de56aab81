import { CALLS } from '@wl/contract';
import { memberRoutes } from '../../http/member-route';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';

/** The token games: overview, lucky spin, dice, the player's rounds and their seeds. */
export function registerMinigameRoutes(api: ZodApp, platform: Platform): void {
  const { minigames } = platform.rewards;
  const memberRoute = memberRoutes(api, platform);

  memberRoute(CALLS.minigameOverview, (member) => minigames.overview(member));

  memberRoute(CALLS.minigameSpin, (member, body) =>
    minigames.spin(member, { requestId: body.request_id, free: body.free }),
  );

  memberRoute(CALLS.minigameDice, (member, body) =>
    minigames.dice(member, {
      requestId: body.request_id,
      stake: body.stake,
      target: body.target,
      direction: body.direction,
    }),
  );

  memberRoute(CALLS.minigameRounds, (member, body) =>
    minigames.rounds(member, {
      game: body.game ?? null,
      beforeRoundId: body.before_round_id ?? null,
      limit: body.limit ?? null,
    }),
  );

  memberRoute(CALLS.fairnessRotate, (member, body) => minigames.rotateSeed(member, body.client_seed));
}
