import { CALLS } from '@wl/contract';
import type { FastifyRequest } from 'fastify';
import { clientContext } from '../http/client-context';
import { memberRoutes } from '../http/member-route';
import { siteOriginOf } from '../http/site-origin';
import { playerRoutes } from '../http/player-route';
import type { ZodApp } from '../http/zod-app';
import type { Platform } from '../platform';

/** The players' game calls: launching a game (real or fun), and their rounds. */
export function registerPlayRoutes(api: ZodApp, platform: Platform): void {
  const memberRoute = memberRoutes(api, platform);
  const guestRoute = playerRoutes(api);
  const { play } = platform;
  const launchInput = (
    body: { provider_code: string; game_code: string; language?: string | undefined },
    request: FastifyRequest,
    siteDomain: string,
  ) => {
    const origin = siteOriginOf(request, siteDomain);
    return {
      providerCode: body.provider_code,
      gameCode: body.game_code,
      ...(body.language ? { language: body.language } : {}),
      ...(origin ? { siteOrigin: origin } : {}),
    };
  };

  memberRoute(CALLS.launchGame, (member, body, request) =>
    play.launch(member, launchInput(body, request, clientContext(request, body).domainName)),
  );
  guestRoute(CALLS.launchDemo, (context, body, request) =>
    play.launchDemo(context, launchInput(body, request, context.domainName)),
  );
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
