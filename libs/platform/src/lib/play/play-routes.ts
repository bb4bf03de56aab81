import { CALLS } from '@wl/contract';
import { memberRoutes } from '../http/member-route';
import { playerRoutes } from '../http/player-route';
import type { ZodApp } from '../http/zod-app';
import type { Platform } from '../platform';

/** The players' game calls: launching a game (real or fun), and their rounds. */
export function registerPlayRoutes(api: ZodApp, platform: Platform): void {
  const memberRoute = memberRoutes(api, platform);
  const guestRoute = playerRoutes(api);
  const { play } = platform;
  const launchInput = (body: {
    provider_code: string;
    game_code: string;
    language?: string | undefined;
  }) => ({
    providerCode: body.provider_code,
    gameCode: body.game_code,
    ...(body.language ? { language: body.language } : {}),
  });

  memberRoute(CALLS.launchGame, (member, body) => play.launch(member, launchInput(body)));
  guestRoute(CALLS.launchDemo, (context, body) => play.launchDemo(context, launchInput(body)));
  memberRoute(CALLS.betHistory, (member, body) =>
    play.betHistory(member, {
      page: body.page,
      pageSize: body.page_size,
      ...(body.date_from ? { dateFrom: body.date_from } : {}),
      ...(body.date_to ? { dateTo: body.date_to } : {}),
      ...(body.game_type ? { gameType: body.game_type } : {}),
    }),
  );
  memberRoute(CALLS.roundDetail, (member, body) =>
    play.roundDetail(member, body.provider_code, body.round_id),
  );
}
